import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deliverMail, isUndeliverableAddress } from "./mailer";

// A deleted account keeps deleted-<id>@invalid (docs/adr/0033-account-deletion.md):
// no mail to it is ever attempted, over SMTP or into the outbox.

const mail = (to: string) => ({ to, subject: "Your order #1042 is confirmed", text: "Hello", html: "<p>Hello</p>" });

describe("deliverMail and undeliverable addresses", () => {
  let outbox: string;

  beforeEach(async () => {
    outbox = await mkdtemp(path.join(os.tmpdir(), "kosh-mailer-"));
    vi.stubEnv("MAIL_OUTBOX_DIR", outbox);
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(outbox, { recursive: true, force: true });
  });

  it("knows the reserved .invalid domain, however it is written, and nothing else", () => {
    for (const address of [
      "deleted-cm3x9k2@invalid",
      "deleted-cm3x9k2@INVALID",
      "someone@shop.invalid",
      "someone@invalid.",
    ])
      expect(isUndeliverableAddress(address), address).toBe(true);
    for (const address of ["asha@example.in", "invalid@example.in", "asha@invalid.example", "asha@notinvalid"])
      expect(isUndeliverableAddress(address), address).toBe(false);
  });

  it("writes no outbox file for a deleted account's address, and does for a real one", async () => {
    await deliverMail(mail("deleted-cm3x9k2@invalid"));
    expect(await readdir(outbox)).toEqual([]);
    await deliverMail(mail("asha@example.in"));
    expect(await readdir(outbox)).toHaveLength(1);
  });

  it("does not even connect to the SMTP server for it", async () => {
    // Nothing listens on port 1: a mail that is attempted fails to connect.
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:1");
    await expect(deliverMail(mail("deleted-cm3x9k2@invalid"))).resolves.toBeUndefined();
    await expect(deliverMail(mail("asha@example.in"))).rejects.toThrow();
  });
});

describe("a mail that is not sent", () => {
  /** An SMTP server that refuses every recipient, naming it in its answer as real servers do. */
  async function refusingServer() {
    const server = net.createServer((socket) => {
      socket.write("220 mx.example.in ESMTP\r\n");
      socket.on("data", (data) => {
        for (const line of String(data).split("\r\n").filter(Boolean)) {
          const recipient = /^RCPT TO:<([^>]*)>/i.exec(line);
          if (recipient) socket.write(`550 5.1.1 <${recipient[1]}>: Recipient address rejected\r\n`);
          else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
          else socket.write("250 ok\r\n");
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return { server, url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}` };
  }

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("is logged through the shop's logger, saying which mail, without the recipient's address", async () => {
    const { server, url } = await refusingServer();
    vi.stubEnv("SMTP_URL", url);
    // A fresh module: the SMTP transport is made once per process, and the tests above made one for port 1.
    vi.resetModules();
    const { deliverMail, logMailFailure } = await import("./mailer");
    const { log } = await import("@/lib/observability/log.mjs");
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await deliverMail(mail("priya.sharma@gmail.com")).catch((error: unknown) =>
        logMailFailure("password reset mail", error),
      );
    } finally {
      server.close();
    }
    expect(logged).toHaveBeenCalledTimes(1);
    const [message, fields] = logged.mock.calls[0]!;
    expect(message).toBe("[mail] password reset mail not sent");
    expect(JSON.stringify(fields)).toContain("550 5.1.1 <[address]>: Recipient address rejected");
    expect(JSON.stringify(fields)).not.toContain("priya.sharma");
    expect(printed).not.toHaveBeenCalled();
  });
});

describe("the outbox", () => {
  it("names its files in the order the mails were sent, also several within one millisecond", async () => {
    const outbox = await mkdtemp(path.join(os.tmpdir(), "kosh-mailer-"));
    vi.stubEnv("MAIL_OUTBOX_DIR", outbox);
    // Readers list the folder sorted by name, oldest first (test/integration/outbox.ts, e2e/support/outbox.ts).
    vi.spyOn(Date, "now").mockReturnValue(Date.parse("2026-11-30T18:29:59.999Z"));
    try {
      const subjects = Array.from({ length: 12 }, (_, index) => `Mail ${index + 1}`);
      for (const subject of subjects) await deliverMail({ ...mail("asha@example.in"), subject });
      const names = (await readdir(outbox)).filter((name) => name.endsWith(".json")).sort();
      const read = await Promise.all(
        names.map(async (name) => JSON.parse(await readFile(path.join(outbox, name), "utf8"))),
      );
      expect(read.map((sent: { subject: string }) => sent.subject)).toEqual(subjects);
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllEnvs();
      await rm(outbox, { recursive: true, force: true });
    }
  });
});
