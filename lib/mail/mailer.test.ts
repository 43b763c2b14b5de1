import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isUndeliverableAddress, sendMail } from "./mailer";

// A deleted account keeps deleted-<id>@invalid (docs/adr/0033-account-deletion.md):
// no mail to it is ever attempted, over SMTP or into the outbox.

const mail = (to: string) => ({ to, subject: "Your order #1042 is confirmed", text: "Hello", html: "<p>Hello</p>" });

describe("sendMail and undeliverable addresses", () => {
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
    await sendMail(mail("deleted-cm3x9k2@invalid"));
    expect(await readdir(outbox)).toEqual([]);
    await sendMail(mail("asha@example.in"));
    expect(await readdir(outbox)).toHaveLength(1);
  });

  it("does not even connect to the SMTP server for it", async () => {
    // Nothing listens on port 1: a mail that is attempted fails to connect.
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:1");
    await expect(sendMail(mail("deleted-cm3x9k2@invalid"))).resolves.toBeUndefined();
    await expect(sendMail(mail("asha@example.in"))).rejects.toThrow();
  });
});
