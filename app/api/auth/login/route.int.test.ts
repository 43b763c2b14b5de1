import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LOGIN_ATTEMPTS_PER_ADDRESS, LOGIN_FAILURES_PER_ACCOUNT } from "@/lib/auth/config";
import { MAX_ACCOUNTS } from "@/lib/auth/known-device";
import { passwordResetToken } from "@/lib/auth/password-reset";
import { prisma } from "@/lib/db";
import { consumeRateLimit } from "@/lib/rate-limit";
import { POST as changePassword } from "@/app/api/auth/password/route";
import { POST as confirmReset } from "@/app/api/auth/password-reset/confirm/route";
import { GET as getProfile } from "@/app/api/auth/profile/getprofile/route";
import {
  apiRequest,
  bodyOf,
  createUser,
  sessionCookieFrom,
  startOfRateLimitWindow,
  useTestSecret,
} from "@/test/integration/accounts";
import { POST } from "./route";

const login = (body: unknown, ip = "198.51.100.20") => POST(apiRequest("/api/auth/login", { body, ip }), {});

/** The known-device cookie a response sets, as the browser sends it back ("name=value"). */
const deviceCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((header) => header.startsWith("kosh_known_device="))!
    .split(";")[0]!;

let guessAddress = 0;
/** Wrong passwords from addresses the attacker changes, until the account's own allowance is used up. */
async function lockFromElsewhere(email: string) {
  for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++) {
    const ip = `203.0.113.${(guessAddress = (guessAddress % 250) + 1)}`;
    expect((await login({ email, password: `guess-${i}` }, ip)).status).toBe(401);
  }
}

/** Everything a client could tell two failures apart by, except the date and the (random) request id. */
async function observable(response: Response) {
  const headers = [...response.headers.entries()].filter(([name]) => name !== "date" && name !== "x-request-id");
  return { status: response.status, headers, body: await bodyOf(response) };
}

describe("POST /api/auth/login", () => {
  beforeAll(useTestSecret);
  afterEach(() => {
    vi.useRealTimers();
  });

  it("returns a token, sets an httpOnly SameSite=Lax session cookie, and the token works as a bearer", async () => {
    const user = await createUser({ email: "meera@example.in", name: "Meera" });
    const response = await login({ email: " Meera@Example.in ", password: user.password });
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body).toMatchObject({
      message: "Login successful!",
      user: { id: user.id, name: "Meera", email: "meera@example.in", role: "CUSTOMER" },
    });
    expect(typeof body.token).toBe("string");
    expect(Date.parse(String(body.expiresAt)) - Date.now()).toBeGreaterThan(11 * 3600 * 1000);

    const [setCookie, hint, ...others] = response.headers.getSetCookie();
    expect(setCookie).toMatch(
      /^next-auth\.session-token=[^;]+; Path=\/; Max-Age=43200; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
    );
    // The header's signed-in hint: readable by scripts, so it carries nothing but "1".
    expect(hint).toBe("kosh_signed_in=1; Path=/; Max-Age=43200; SameSite=Lax");
    // "This browser signed in to this account": read by the login routes only (lib/auth/known-device.ts).
    expect(others).toEqual([
      expect.stringMatching(/^kosh_known_device=[^;]+; Path=\/api\/auth; Max-Age=31536000; HttpOnly; SameSite=Strict$/),
    ]);
    expect(sessionCookieFrom(response)).toBe(body.token);

    const viaBearer = await getProfile(apiRequest("/api/auth/profile/getprofile", { token: String(body.token) }), {});
    expect(viaBearer.status).toBe(200);
    expect(await bodyOf(viaBearer)).toMatchObject({ profile: { email: "meera@example.in" } });
    const viaCookie = await getProfile(
      apiRequest("/api/auth/profile/getprofile", { cookie: `next-auth.session-token=${body.token}` }),
      {},
    );
    expect(viaCookie.status).toBe(200);
  });

  it("answers a wrong password and an unknown email identically", async () => {
    const user = await createUser();
    const wrongPassword = await observable(await login({ email: user.email, password: "not-the-password" }));
    const unknownEmail = await observable(await login({ email: "nobody@example.in", password: "not-the-password" }));
    expect(wrongPassword).toEqual(unknownEmail);
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: "Invalid credentials!", code: "UNAUTHORIZED" });
    expect(wrongPassword.headers.some(([name]) => name === "set-cookie")).toBe(false);
  });

  it("refuses a login another website makes the browser send, without signing anyone in", async () => {
    const user = await createUser();
    const forged = await POST(
      apiRequest("/api/auth/login", {
        body: { email: user.email, password: user.password },
        headers: { "Sec-Fetch-Site": "cross-site" },
      }),
      {},
    );
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
    expect(await bodyOf(forged)).toEqual({
      message: "Requests from other websites are not accepted.",
      code: "FORBIDDEN",
    });
  });

  it("asks for both fields", async () => {
    const response = await login({ email: "", password: "" });
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).issues).toContainEqual({
      path: "email",
      message: "Both email and password are required!",
    });
  });

  it(`locks an account for 15 minutes after ${LOGIN_FAILURES_PER_ACCOUNT.limit} failures, even from many addresses`, async () => {
    const user = await createUser();
    startOfRateLimitWindow(LOGIN_FAILURES_PER_ACCOUNT.windowMs);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++) {
      const response = await login({ email: user.email, password: `guess-${i}` }, `192.0.2.${i + 1}`);
      expect(response.status).toBe(401);
    }
    const locked = await login({ email: user.email, password: user.password }, "192.0.2.200");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await bodyOf(locked)).toMatchObject({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^Too many login attempts/),
    });

    // An unknown email is throttled the same way, so a 429 reveals nothing either.
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++) {
      await login({ email: "ghost@example.in", password: `guess-${i}` }, `192.0.2.${i + 1}`);
    }
    expect((await login({ email: "ghost@example.in", password: "x" }, "192.0.2.201")).status).toBe(429);
  });

  it("lets a browser that signed in to the account before log in while guesses from elsewhere lock the account", async () => {
    const user = await createUser();
    const other = await createUser();
    startOfRateLimitWindow(LOGIN_FAILURES_PER_ACCOUNT.windowMs);
    const first = await login({ email: user.email, password: user.password }, "192.0.2.60");
    const device = deviceCookieOf(first);
    expect(first.headers.getSetCookie().find((h) => h.startsWith("kosh_known_device="))).toMatch(
      /; Path=\/api\/auth; Max-Age=31536000; HttpOnly; SameSite=Strict/,
    );
    const otherDevice = deviceCookieOf(await login({ email: other.email, password: other.password }, "192.0.2.61"));
    const from = (cookie: string | undefined, password: string, ip: string) =>
      POST(apiRequest("/api/auth/login", { body: { email: user.email, password }, ip, cookie }), {});

    // Someone who knows only the e-mail uses up the account's allowance.
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++) {
      expect((await from(undefined, `guess-${i}`, `192.0.2.${70 + i}`)).status).toBe(401);
    }
    expect((await from(undefined, user.password, "192.0.2.90")).status).toBe(429);
    // Another account's device cookie, or a forged one, counts as no cookie.
    expect((await from(otherDevice, user.password, "192.0.2.91")).status).toBe(429);
    expect((await from(`${device.slice(0, -2)}xx`, user.password, "192.0.2.92")).status).toBe(429);
    // The shopper's own browser still gets in, and keeps the same device cookie.
    const mine = await from(device, user.password, "192.0.2.93");
    expect(mine.status).toBe(200);
    expect(deviceCookieOf(mine)).toBe(device);
    // Its own wrong passwords have their own limit.
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++) {
      expect((await from(device, `typo-${i}`, "192.0.2.94")).status).toBe(401);
    }
    expect((await from(device, user.password, "192.0.2.94")).status).toBe(429);
  });

  it("forgets every browser that signed in before a password reset", async () => {
    const user = await createUser();
    startOfRateLimitWindow(LOGIN_FAILURES_PER_ACCOUNT.windowMs);
    // A browser that signed in with the old password: perhaps whoever had stolen it.
    const before = deviceCookieOf(await login({ email: user.email, password: user.password }, "192.0.2.110"));
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const newPassword = "saffron lantern 19 pebble";
    const reset = await confirmReset(
      apiRequest("/api/auth/password-reset/confirm", {
        body: { token: passwordResetToken(row), password: newPassword },
      }),
      {},
    );
    expect(reset.status).toBe(200);

    await lockFromElsewhere(user.email);
    // Its cookie no longer earns it an allowance of its own: it waits with everyone else.
    const again = await POST(
      apiRequest("/api/auth/login", {
        body: { email: user.email, password: newPassword },
        ip: "192.0.2.111",
        cookie: before,
      }),
      {},
    );
    expect(again.status).toBe(429);
  });

  it("after a password change, remembers only the browser that changed it", async () => {
    const user = await createUser();
    startOfRateLimitWindow(LOGIN_FAILURES_PER_ACCOUNT.windowMs);
    const other = deviceCookieOf(await login({ email: user.email, password: user.password }, "192.0.2.120"));
    const signedIn = await login({ email: user.email, password: user.password }, "192.0.2.121");
    const mine = deviceCookieOf(signedIn);
    const newPassword = "saffron lantern 19 pebble";
    const changed = await changePassword(
      apiRequest("/api/auth/password", {
        token: String((await bodyOf(signedIn)).token),
        cookie: mine,
        body: { currentPassword: user.password, newPassword },
      }),
      {},
    );
    expect(changed.status).toBe(200);
    const renewed = deviceCookieOf(changed);

    await lockFromElsewhere(user.email);
    const from = (cookie: string) =>
      POST(apiRequest("/api/auth/login", { body: { email: user.email, password: newPassword }, cookie }), {});
    expect((await from(other)).status).toBe(429);
    expect((await from(renewed)).status).toBe(200);
  });

  it(`remembers a browser for the last ${MAX_ACCOUNTS} accounts that signed in on it`, async () => {
    const users = await Promise.all(Array.from({ length: MAX_ACCOUNTS + 1 }, () => createUser()));
    const [first, second] = users as [(typeof users)[0], (typeof users)[0]];
    startOfRateLimitWindow(LOGIN_FAILURES_PER_ACCOUNT.windowMs);
    let jar: string | undefined;
    const signIn = async (user: { email: string; password: string }) => {
      const response = await POST(
        apiRequest("/api/auth/login", { body: { email: user.email, password: user.password }, cookie: jar }),
        {},
      );
      if (response.status === 200) jar = deviceCookieOf(response);
      return response.status;
    };

    // Two family members sign in on one phone; someone then locks both accounts from elsewhere.
    expect(await signIn(first)).toBe(200);
    expect(await signIn(second)).toBe(200);
    await lockFromElsewhere(first.email);
    await lockFromElsewhere(second.email);
    expect(await signIn(first)).toBe(200);
    expect(await signIn(second)).toBe(200);

    // Past MAX_ACCOUNTS, the account that signed in longest ago is forgotten.
    for (const user of users.slice(2)) expect(await signIn(user)).toBe(200);
    expect(jar!.split("~")).toHaveLength(MAX_ACCOUNTS);
    expect(await signIn(second)).toBe(200);
    expect(await signIn(first)).toBe(429);
  });

  it("forgets earlier failures after a successful login", async () => {
    const user = await createUser();
    startOfRateLimitWindow(LOGIN_FAILURES_PER_ACCOUNT.windowMs);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit - 1; i++) {
      await login({ email: user.email, password: `guess-${i}` }, "192.0.2.50");
    }
    expect((await login({ email: user.email, password: user.password }, "192.0.2.50")).status).toBe(200);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit - 1; i++) {
      expect((await login({ email: user.email, password: `again-${i}` }, "192.0.2.51")).status).toBe(401);
    }
  });

  it("throttles a client address that tries many accounts", async () => {
    const user = await createUser();
    const address = "198.51.100.77";
    startOfRateLimitWindow(LOGIN_ATTEMPTS_PER_ADDRESS.windowMs);
    // The address has already made all but one of its allowed attempts.
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ADDRESS.limit - 1; i++) {
      await consumeRateLimit(`login:address:${address}`, LOGIN_ATTEMPTS_PER_ADDRESS);
    }
    expect((await login({ email: "someone@example.in", password: "guess" }, address)).status).toBe(401);
    expect((await login({ email: user.email, password: user.password }, address)).status).toBe(429);
    expect((await login({ email: user.email, password: user.password }, "198.51.100.78")).status).toBe(200);
  });
});
