import { describe, expect, it } from "vitest";
import { createLogger, describeError, describePath, redact, redactText } from "./log.mjs";

function capture(env: Record<string, string | undefined> = { NODE_ENV: "production" }) {
  const lines: string[] = [];
  const log = createLogger({ env, write: (line) => lines.push(line), now: () => new Date("2026-11-24T10:00:00.000Z") });
  return { log, lines };
}

describe("log lines", () => {
  it("are one JSON object per line in production, with time, level and message first", () => {
    const { log, lines } = capture();
    log.error("request failed", { requestId: "r-1", method: "GET", path: "/api/x", status: 503, durationMs: 12 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("\n");
    expect(JSON.parse(lines[0]!)).toEqual({
      time: "2026-11-24T10:00:00.000Z",
      level: "error",
      msg: "request failed",
      requestId: "r-1",
      method: "GET",
      path: "/api/x",
      status: 503,
      durationMs: 12,
    });
  });

  it("keep an error's stack inside the one JSON line", () => {
    const { log, lines } = capture();
    log.error("request failed", { error: describeError(new Error("boom"), { stack: true }) });
    expect(lines).toHaveLength(1);
    const { error } = JSON.parse(lines[0]!);
    expect(error).toMatchObject({ name: "Error", message: "boom" });
    expect(error.stack).toMatch(/^Error: boom\n\s+at /);
  });

  it("are readable text outside production, and LOG_FORMAT chooses", () => {
    const dev = capture({ NODE_ENV: "development" });
    dev.log.warn("slow request", { requestId: "r-2", durationMs: 1500 });
    expect(dev.lines[0]).toBe("10:00:00.000 WARN  slow request requestId=r-2 durationMs=1500");
    const json = capture({ NODE_ENV: "development", LOG_FORMAT: "json" });
    json.log.info("hello");
    expect(JSON.parse(json.lines[0]!)).toMatchObject({ level: "info", msg: "hello" });
  });

  it("below LOG_LEVEL are not written", () => {
    const { log, lines } = capture({ NODE_ENV: "production", LOG_LEVEL: "warn" });
    log.info("not this");
    log.warn("this");
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(["this"]);
  });
});

describe("what a log line never shows", () => {
  const card = "4111 1111 1111 1111";
  const token =
    "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..Xk3p_o8T6dY1xq2c.QW3lbGwgdGhpcyBpcyBhIHNlc3Npb24.Zk0TnQ9pIlRfM7wK3a9c1w";
  const signature = "9d7bd2b6a5b0c8f5e6b2d1f3a4c5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70";

  it("drops fields named like secrets, at any depth", () => {
    const { log, lines } = capture();
    log.error("payment failed", {
      error: { message: "declined" },
      payment: {
        razorpay_signature: signature,
        password: "hunter2-hunter2",
        cardNumber: card,
        upiId: "shopper@okaxis",
        headers: { cookie: "next-auth.session-token=abc", authorization: `Bearer ${token}` },
        amount: 129900,
      },
    });
    const line = lines[0]!;
    for (const secret of [signature, "hunter2", "4111", "okaxis", "abc", token]) expect(line).not.toContain(secret);
    expect(JSON.parse(line).payment).toMatchObject({ amount: 129900, password: "[redacted]" });
  });

  it("scrubs secrets out of messages and stacks", () => {
    const message = [
      `Bearer ${token}`,
      "postgresql://kosh:s3cret-pass@db.internal:5432/kosh",
      `card ${card} or 4111-1111-1111-1111`,
      "pay to shopper.name@okicici",
      `razorpay_signature=${signature}`,
      'Invalid `prisma.user.create()` invocation: { data: { email: "a@b.in", passwordHash: "$argon2id$v=19$m=19456" } }',
      "Cookie: next-auth.session-token=opaque-value; kosh_signed_in=1",
    ].join("\n");
    const { log, lines } = capture();
    log.error("request failed", { error: describeError(new Error(message), { stack: true }) });
    const line = lines[0]!;
    for (const secret of [token, "s3cret-pass", "4111", "okicici", signature, "argon2id", "opaque-value"]) {
      expect(line).not.toContain(secret);
    }
    // What an operator needs stays.
    expect(line).toContain("db.internal:5432");
    expect(line).toContain("a@b.in");
    expect(line).toContain("kosh_signed_in=1");
  });

  it("leaves ordinary numbers, ids and e-mail addresses alone", () => {
    expect(redactText("order KC/26-27/00042 for 9876543210 at 1764000000000, mail support@kosh.example")).toBe(
      "order KC/26-27/00042 for 9876543210 at 1764000000000, mail support@kosh.example",
    );
    // 16 digits failing the Luhn check: not a card number.
    expect(redactText("ref 1234567812345678")).toBe("ref 1234567812345678");
    expect(redactText("ref 4111111111111111")).toBe("ref [card]");
  });

  it("never changes the request id, which must match the X-Request-Id header", () => {
    const { log, lines } = capture();
    // Its last two groups read as a 16-digit number that passes the Luhn check.
    const id = "0f6f31c0-1a2b-4c3d-8123-412345678900";
    expect(redactText(id)).not.toBe(id);
    log.warn("slow request", { requestId: id });
    expect(JSON.parse(lines[0]!).requestId).toBe(id);
  });

  it("keeps fields whose names merely contain a secret's letters", () => {
    expect(redact({ groupId: "g-1", coupon: "DIWALI" })).toEqual({ groupId: "g-1", coupon: "DIWALI" });
  });

  it("cuts very long text, still scrubbing a secret at the cut", () => {
    const text = `${"x".repeat(3990)} Bearer ${"a".repeat(300)}`;
    const logged = redactText(text);
    expect(logged.length).toBeLessThanOrEqual(4001);
    expect(logged).not.toContain("aaaa");
  });

  it("redacts plain values too", () => {
    expect(redact({ nested: { token: "x", list: [{ secret: 1 }] } })).toEqual({
      nested: { token: "[redacted]", list: [{ secret: "[redacted]" }] },
    });
  });
});

describe("describePath", () => {
  it("keeps the path and the names of query parameters, never their values", () => {
    expect(describePath("/api/track?orderId=KC123&phone=9876543210")).toEqual({
      path: "/api/track",
      query: ["orderId", "phone"],
    });
    expect(describePath("http://shop.test/shop?q=red+bag")).toEqual({ path: "/shop", query: ["q"] });
    expect(describePath("/")).toEqual({ path: "/" });
  });
});
