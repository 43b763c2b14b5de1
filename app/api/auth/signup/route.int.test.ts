import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SIGNUP_NOTICES_PER_ACCOUNT, SIGNUPS_PER_ADDRESS } from "@/lib/auth/config";
import { verifyPassword } from "@/lib/auth/password";
import { prisma } from "@/lib/db";
import { apiRequest, bodyOf, createUser, startOfRateLimitWindow, useTestSecret } from "@/test/integration/accounts";
import { linkIn, sentMails } from "@/test/integration/outbox";
import { POST } from "./route";

const signup = (body: unknown, ip = "203.0.113.10", query = "") =>
  POST(apiRequest(`/api/auth/signup${query}`, { body, ip }), {});

/** Everything a client could tell two answers apart by, except the date and the (random) request id. */
async function observable(response: Response) {
  const headers = [...response.headers.entries()].filter(([name]) => name !== "date" && name !== "x-request-id");
  return { status: response.status, headers, body: await bodyOf(response) };
}

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

  it("answers a taken email exactly as a new one, changes nothing, and tells the owner by e-mail", async () => {
    const owner = await createUser({ name: "Vikram Joshi" });
    const fresh = `fresh-${Date.now()}@example.in`;
    const created = await observable(await signup({ name: "New", email: fresh, password: "tandoor-kite-77" }));
    const taken = await observable(
      await signup(
        { name: "Someone", email: ` ${owner.email.toUpperCase()}`, password: "tandoor-kite-77" },
        "203.0.113.11",
      ),
    );
    expect(taken).toEqual(created);
    expect(taken.status).toBe(201);
    expect(taken.body).toEqual({ message: "Signup successful! Please log in." });

    // Still one account, with its name and password as they were.
    const accounts = await prisma.user.findMany({ where: { email: owner.email } });
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.name).toBe("Vikram Joshi");
    expect(await verifyPassword(accounts[0]!.passwordHash, owner.password)).toBe(true);

    // The new address gets no mail; the owner hears of the attempt, with a way to log in or reset.
    expect(await sentMails(fresh)).toEqual([]);
    const [mail, ...others] = await sentMails(owner.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe("Someone tried to sign up with your Kosh & Co. e-mail address");
    expect(mail!.text).toContain("Hello Vikram Joshi,");
    expect(linkIn(mail!, "/login").pathname).toBe("/login");
    expect(linkIn(mail!, "/forgot-password").origin).toBe("http://localhost:3000");
  });

  it("tells the owner in Hindi after a Hindi sign-up, and at most a few times an hour", async () => {
    const owner = await createUser();
    const hindi = await signup(
      { name: "कोई", email: owner.email, password: "tandoor-kite-77" },
      "203.0.113.12",
      "?lang=hi",
    );
    expect(hindi.status).toBe(201);
    const [mail] = await sentMails(owner.email);
    expect(mail!.subject).toMatch(/[\u0900-\u097F]/);
    expect(linkIn(mail!, "/forgot-password").pathname).toBe("/hi/forgot-password");

    for (let i = 1; i <= SIGNUP_NOTICES_PER_ACCOUNT.limit; i++) {
      const again = await signup(
        { name: "Again", email: owner.email, password: "tandoor-kite-77" },
        `203.0.113.${20 + i}`,
      );
      expect(again.status).toBe(201);
    }
    expect(await sentMails(owner.email)).toHaveLength(SIGNUP_NOTICES_PER_ACCOUNT.limit);
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
