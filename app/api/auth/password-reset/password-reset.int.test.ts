import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logoutAll } from "@/app/api/auth/logout-all/route";
import { POST as changePassword } from "@/app/api/auth/password/route";
import { GET as getProfile } from "@/app/api/auth/profile/getprofile/route";
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  PASSWORD_RESET_MAILS_PER_ACCOUNT,
  PASSWORD_RESET_REQUESTS_PER_ADDRESS,
} from "@/lib/auth/config";
import { PASSWORD_RESET_TEXT } from "@/lib/auth/schemas";
import { prisma } from "@/lib/db";
import { apiRequest, bodyOf, createUser, startOfRateLimitWindow, useTestSecret } from "@/test/integration/accounts";
import { holdLocks, sessionsWaitingOnLocks } from "@/test/integration/locks";
import { linkIn, sentMails } from "@/test/integration/outbox";
import { POST as confirm } from "./confirm/route";
import { POST as requestReset } from "./request/route";

// "Forgot your password?" end to end through the handlers: the same answer for
// every address, the e-mail only for an account, and a link that sets a new
// password once, within the hour, and logs every session out.

let addressCounter = 0;
/** A fresh client address per call unless given, so the per-address limit stays out of the way. */
const nextAddress = () => `203.0.113.${(addressCounter = (addressCounter % 250) + 1)}`;

const ask = (email: string, { query = "", ip = nextAddress() } = {}) =>
  requestReset(apiRequest(`/api/auth/password-reset/request${query}`, { body: { email }, ip }), {});
const reset = (token: string, password: string, query = "") =>
  confirm(apiRequest(`/api/auth/password-reset/confirm${query}`, { body: { token, password } }), {});
const logIn = (email: string, password: string) =>
  login(apiRequest("/api/auth/login", { body: { email, password }, ip: nextAddress() }), {});

const mailsTo = (email: string) => sentMails(email);

/** The reset link of the newest reset e-mail to `email`, and its token. */
async function resetLink(email: string): Promise<{ url: URL; token: string }> {
  const last = (await mailsTo(email)).filter((mail) => mail.text.includes("reset-password?token=")).at(-1);
  if (!last) throw new Error(`no reset e-mail to ${email}`);
  const url = linkIn(last, "reset-password?token=");
  return { url, token: url.searchParams.get("token")! };
}

/** Everything a client could tell two answers apart by, except the date and the (random) request id. */
async function observable(response: Response) {
  const headers = [...response.headers.entries()].filter(([name]) => name !== "date" && name !== "x-request-id");
  return { status: response.status, headers, body: await bodyOf(response) };
}

const DEVANAGARI = /[\u0900-\u097F]/;
const NEW_PASSWORD = "monsoon kettle 42 teapot";

describe("POST /api/auth/password-reset/request", () => {
  beforeAll(useTestSecret);
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers an existing and an unknown address identically, and e-mails only the account", async () => {
    const user = await createUser();
    const unknown = `nobody-${Date.now()}@example.in`;
    const known = await observable(await ask(user.email.toUpperCase()));
    const nobody = await observable(await ask(unknown));
    expect(known).toEqual(nobody);
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ message: PASSWORD_RESET_TEXT.requested });

    expect(await mailsTo(unknown)).toEqual([]);
    const [mail, ...others] = await mailsTo(user.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe("Reset your Kosh & Co. password");
    const { url } = await resetLink(user.email);
    expect(url.origin).toBe("http://localhost:3000"); // siteUrl(), not the request's Host
    expect(url.pathname).toBe("/reset-password");
    expect(mail!.html).toContain(`href="${url.toString().replaceAll("&", "&amp;")}"`);
  });

  it("writes the e-mail and the answer in Hindi for a Hindi request, with a link to the Hindi page", async () => {
    const user = await createUser();
    const known = await observable(await ask(user.email, { query: "?lang=hi" }));
    const nobody = await observable(await ask(`nobody-hi-${Date.now()}@example.in`, { query: "?lang=hi" }));
    expect(known).toEqual(nobody);
    expect(String(known.body.message)).toMatch(DEVANAGARI);

    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toMatch(DEVANAGARI);
    expect(mail!.text).toMatch(DEVANAGARI);
    expect(mail!.html).toContain('<html lang="hi-IN">');
    expect((await resetLink(user.email)).url.pathname).toBe("/hi/reset-password");
  });

  it(`sends an account at most ${PASSWORD_RESET_MAILS_PER_ACCOUNT.limit} e-mails an hour, answering the same past it`, async () => {
    const user = await createUser();
    startOfRateLimitWindow(PASSWORD_RESET_MAILS_PER_ACCOUNT.windowMs);
    const answers = [];
    for (let i = 0; i <= PASSWORD_RESET_MAILS_PER_ACCOUNT.limit; i++)
      answers.push(await observable(await ask(user.email)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await mailsTo(user.email)).toHaveLength(PASSWORD_RESET_MAILS_PER_ACCOUNT.limit);
  });

  it(`refuses a client address past ${PASSWORD_RESET_REQUESTS_PER_ADDRESS.limit} requests an hour, whatever the e-mail`, async () => {
    startOfRateLimitWindow(PASSWORD_RESET_REQUESTS_PER_ADDRESS.windowMs);
    const ip = "192.0.2.77";
    for (let i = 0; i < PASSWORD_RESET_REQUESTS_PER_ADDRESS.limit; i++) {
      expect((await ask(`someone-${i}@example.in`, { ip })).status).toBe(200);
    }
    const refused = await ask("someone-else@example.in", { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await bodyOf(refused)).toMatchObject({ code: "RATE_LIMITED", message: PASSWORD_RESET_TEXT.throttled });
  });

  it("refuses a malformed address with a 400 and sends nothing", async () => {
    const response = await ask("not-an-address");
    expect(response.status).toBe(400);
    expect(await mailsTo("not-an-address")).toEqual([]);
  });
});

describe("POST /api/auth/password-reset/confirm", () => {
  beforeAll(useTestSecret);
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A user with a signed-in session and a reset link just e-mailed to them. */
  async function userWithLink(query = "") {
    const user = await createUser();
    const session = String((await bodyOf(await logIn(user.email, user.password))).token);
    await ask(user.email, { query });
    const { token } = await resetLink(user.email);
    return { user, session, token };
  }

  async function storedPassword(userId: string) {
    return prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true, tokenVersion: true } });
  }

  it("sets the new password, logs every session out and e-mails the owner; it does not sign in", async () => {
    const { user, session, token } = await userWithLink();
    expect((await getProfile(apiRequest("/api/auth/profile/getprofile", { token: session }), {})).status).toBe(200);

    const response = await reset(token, NEW_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await bodyOf(response)).toEqual({ message: PASSWORD_RESET_TEXT.done });

    expect((await logIn(user.email, user.password)).status).toBe(401);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await getProfile(apiRequest("/api/auth/profile/getprofile", { token: session }), {})).status).toBe(401);

    const notice = (await mailsTo(user.email)).at(-1)!;
    expect(notice.subject).toBe("Your Kosh & Co. password was changed");
    expect(notice.text).not.toContain(token);
  });

  it("lifts the account's wrong-password lockout", async () => {
    const { user, token } = await userWithLink();
    startOfRateLimitWindow(LOGIN_FAILURES_PER_ACCOUNT.windowMs);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++) await logIn(user.email, `guess-${i}`);
    expect((await logIn(user.email, user.password)).status).toBe(429);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("answers the e-mail to a Hindi request in Hindi", async () => {
    const { user, token } = await userWithLink("?lang=hi");
    const response = await reset(token, NEW_PASSWORD, "?lang=hi");
    expect(response.status).toBe(200);
    expect(String((await bodyOf(response)).message)).toMatch(DEVANAGARI);
    expect((await mailsTo(user.email)).at(-1)!.subject).toMatch(DEVANAGARI);
  });

  it("works once: the same link again is a 400 and changes nothing", async () => {
    const { user, token } = await userWithLink();
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
    const before = await storedPassword(user.id);
    const again = await reset(token, "another fine password 7");
    expect(again.status).toBe(400);
    expect(await bodyOf(again)).toEqual({ message: PASSWORD_RESET_TEXT.invalid, code: "BAD_REQUEST" });
    expect(await storedPassword(user.id)).toEqual(before);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("lets only one of two uses at once through", async () => {
    const { user, token } = await userWithLink();
    const answers = await Promise.all([reset(token, NEW_PASSWORD), reset(token, "another fine password 7")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const { tokenVersion } = await storedPassword(user.id);
    expect(tokenVersion).toBe(1);
  });

  it("stops working once the password is changed another way", async () => {
    const { user, session, token } = await userWithLink();
    const changed = await changePassword(
      apiRequest("/api/auth/password", {
        token: session,
        body: { currentPassword: user.password, newPassword: NEW_PASSWORD },
      }),
      {},
    );
    expect(changed.status).toBe(200);
    expect((await reset(token, "another fine password 7")).status).toBe(400);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("stops working once the shopper logs out everywhere, as when the password changes", async () => {
    // Whoever holds the mailbox, or a link seen over the shopper's shoulder, must not get back in after it.
    const { user, session, token } = await userWithLink();
    const ended = await logoutAll(apiRequest("/api/auth/logout-all", { method: "POST", token: session }), {});
    expect(ended.status).toBe(200);
    const before = await storedPassword(user.id);
    const response = await reset(token, NEW_PASSWORD);
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ message: PASSWORD_RESET_TEXT.invalid, code: "BAD_REQUEST" });
    expect(await storedPassword(user.id)).toEqual(before);
    expect((await logIn(user.email, user.password)).status).toBe(200);
    // A link asked for afterwards works.
    await ask(user.email);
    expect((await reset((await resetLink(user.email)).token, NEW_PASSWORD)).status).toBe(200);
  });

  it('loses to a "log out everywhere" made while it was being used', async () => {
    const { user, token } = await userWithLink();
    // "Log out everywhere" under way (revokeAllSessions' update made, not committed) when the link is used.
    const held = await holdLocks(
      (tx) => tx.$executeRaw`UPDATE "User" SET "tokenVersion" = "tokenVersion" + 1 WHERE "id" = ${user.id}`,
    );
    const using = reset(token, NEW_PASSWORD);
    await expect.poll(sessionsWaitingOnLocks, { timeout: 10_000 }).toBeGreaterThan(0);
    await held.release();
    const response = await using;
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ message: PASSWORD_RESET_TEXT.invalid, code: "BAD_REQUEST" });
    expect((await logIn(user.email, user.password)).status).toBe(200);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(401);
  });

  it("refuses an expired link with a 400 and changes nothing", async () => {
    const { user, token } = await userWithLink();
    const before = await storedPassword(user.id);
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 60 * 60 * 1000 + 1000);
    const response = await reset(token, NEW_PASSWORD);
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toMatchObject({ message: PASSWORD_RESET_TEXT.expired });
    expect(await storedPassword(user.id)).toEqual(before);
  });

  it("refuses a tampered link with a 400 and changes nothing", async () => {
    const { user, token } = await userWithLink();
    const other = await createUser();
    const before = await storedPassword(user.id);
    const [id, expires, signature] = token.split(".") as [string, string, string];
    const flipped = signature.slice(0, 10) + (signature[10] === "A" ? "B" : "A") + signature.slice(11);
    const forgeries = [
      `${id}.${expires}.${flipped}`,
      `${id}.${Number(expires) + 3600}.${signature}`,
      `${other.id}.${expires}.${signature}`,
      `${id}.${expires}`,
      "not a token",
    ];
    for (const forged of forgeries) {
      const response = await reset(forged, NEW_PASSWORD);
      expect(response.status, forged).toBe(400);
      expect(await bodyOf(response)).toMatchObject({ message: PASSWORD_RESET_TEXT.invalid });
    }
    expect(await storedPassword(user.id)).toEqual(before);
    expect((await logIn(other.email, other.password)).status).toBe(200);
  });

  it("refuses a password the policy refuses with a 400, and the link still works", async () => {
    const { user, token } = await userWithLink();
    const before = await storedPassword(user.id);
    for (const weak of ["short", "password123", user.email]) {
      const response = await reset(token, weak);
      expect(response.status, weak).toBe(400);
    }
    expect(await storedPassword(user.id)).toEqual(before);
    expect((await logIn(user.email, user.password)).status).toBe(200);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
  });
});
