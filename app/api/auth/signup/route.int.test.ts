import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SIGNUPS_PER_ADDRESS } from "@/lib/auth/config";
import { verifyPassword } from "@/lib/auth/password";
import { prisma } from "@/lib/db";
import { apiRequest, bodyOf, startOfRateLimitWindow, useTestSecret } from "@/test/integration/accounts";
import { POST } from "./route";

const signup = (body: unknown, ip = "203.0.113.10") => POST(apiRequest("/api/auth/signup", { body, ip }), {});

describe("POST /api/auth/signup", () => {
  beforeAll(useTestSecret);
  afterEach(() => {
    vi.useRealTimers();
  });

  it("creates a customer with a trimmed, lower-cased email and an argon2id hash", async () => {
    const response = await signup({
      name: "  Asha Rao ",
      email: "  Asha.Rao@Example.IN ",
      password: "monsoon-ledger-42",
    });
    expect(response.status).toBe(201);
    expect(await bodyOf(response)).toEqual({ message: "Signup successful! Please log in." });

    const user = await prisma.user.findUniqueOrThrow({ where: { email: "asha.rao@example.in" } });
    expect(user).toMatchObject({ name: "Asha Rao", role: "CUSTOMER", tokenVersion: 0 });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(user.passwordHash, "monsoon-ledger-42")).toBe(true);
  });

  it("refuses a duplicate email, whatever its letter case, with 409", async () => {
    const body = { name: "Vikram", email: "vikram@example.in", password: "tandoor-kite-77" };
    expect((await signup(body)).status).toBe(201);
    const again = await signup({ ...body, email: " VIKRAM@example.IN" });
    expect(again.status).toBe(409);
    expect(await bodyOf(again)).toMatchObject({
      code: "CONFLICT",
      message: "An account with this email already exists. Please log in instead.",
    });
    expect(await prisma.user.count({ where: { email: "vikram@example.in" } })).toBe(1);
  });

  it("keeps a long password whole (no truncation) and refuses short or common ones", async () => {
    const long = `${"a-long-passphrase-".repeat(5)}END`; // 93 characters
    expect((await signup({ name: "Long", email: "long@example.in", password: long })).status).toBe(201);
    const user = await prisma.user.findUniqueOrThrow({ where: { email: "long@example.in" } });
    expect(await verifyPassword(user.passwordHash, long)).toBe(true);
    expect(await verifyPassword(user.passwordHash, long.slice(0, 72))).toBe(false);

    const short = await signup({ name: "Short", email: "short@example.in", password: "abc123" });
    expect(short.status).toBe(400);
    expect((await bodyOf(short)).message).toBe("password: Use at least 8 characters for your password.");

    const common = await signup({ name: "Common", email: "common@example.in", password: "Password123" });
    expect(common.status).toBe(400);
    expect((await bodyOf(common)).message).toMatch(/too common/);
    expect(await prisma.user.count({ where: { email: { in: ["short@example.in", "common@example.in"] } } })).toBe(0);
  });

  it("answers 400 for missing fields, a malformed email or malformed JSON", async () => {
    expect((await signup({ email: "x@example.in", password: "monsoon-ledger-42" })).status).toBe(400);
    const badEmail = await signup({ name: "X", email: "not-an-email", password: "monsoon-ledger-42" });
    expect(badEmail.status).toBe(400);
    expect((await bodyOf(badEmail)).issues).toEqual([{ path: "email", message: "Enter a valid email address." }]);
    const malformed = await POST(
      new Request("http://localhost/api/auth/signup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{not json",
      }),
      {},
    );
    expect(malformed.status).toBe(400);
  });

  it("limits sign-ups per client address", async () => {
    startOfRateLimitWindow(SIGNUPS_PER_ADDRESS.windowMs);
    const statuses = [];
    for (let i = 0; i <= SIGNUPS_PER_ADDRESS.limit; i++) {
      const response = await signup(
        { name: "Bulk", email: `bulk${i}@example.in`, password: "monsoon-ledger-42" },
        "203.0.113.99",
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, SIGNUPS_PER_ADDRESS.limit).every((status) => status === 201)).toBe(true);
    expect(statuses[SIGNUPS_PER_ADDRESS.limit]).toBe(429);
  });

  it("limits sign-ups per IPv6 /64, the block one subscriber or server holds, not per address in it", async () => {
    startOfRateLimitWindow(SIGNUPS_PER_ADDRESS.windowMs);
    const statuses = [];
    for (let i = 0; i <= SIGNUPS_PER_ADDRESS.limit; i++) {
      const response = await signup(
        { name: "Rotating", email: `rotating${i}@example.in`, password: "monsoon-ledger-42" },
        `2001:db8:64:7:${(i + 1).toString(16)}::${i + 1}`,
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, SIGNUPS_PER_ADDRESS.limit).every((status) => status === 201)).toBe(true);
    expect(statuses[SIGNUPS_PER_ADDRESS.limit]).toBe(429);
    // The next /64 is someone else.
    const neighbour = await signup(
      { name: "Neighbour", email: "neighbour@example.in", password: "monsoon-ledger-42" },
      "2001:db8:64:8::1",
    );
    expect(neighbour.status).toBe(201);
  });
});
