import { decode, encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as logoutAll } from "@/app/api/auth/logout-all/route";
import { POST as changePassword } from "@/app/api/auth/password/route";
import { GET as getProfile } from "@/app/api/auth/profile/getprofile/route";
import { POST as refresh } from "@/app/api/auth/refresh/route";
import { prisma } from "@/lib/db";
import {
  apiRequest,
  bodyOf,
  createUser,
  sessionCookieFrom,
  TEST_SECRET,
  useTestSecret,
} from "@/test/integration/accounts";
import { linkIn, sentMails } from "@/test/integration/outbox";
import { SESSION_ABSOLUTE_SECONDS } from "./config";
import { authOptions } from "./options";
import { requireAdmin, requireUser } from "./session";

async function tokenFor(user: { email: string; password: string }): Promise<string> {
  const response = await login(apiRequest("/api/auth/login", { body: user, ip: "198.51.100.30" }), {});
  expect(response.status).toBe(200);
  return String((await bodyOf(response)).token);
}

const profileWith = (token: string) => getProfile(apiRequest("/api/auth/profile/getprofile", { token }), {});

describe("sessions: bearer and cookie tokens", () => {
  beforeAll(useTestSecret);

  it("accepts the login token as a bearer or a cookie and resolves the user from the database", async () => {
    const user = await createUser({ name: "Kabir" });
    const token = await tokenFor(user);
    await expect(requireUser(apiRequest("/x", { token }))).resolves.toEqual({
      id: user.id,
      name: "Kabir",
      email: user.email,
      role: "CUSTOMER",
    });
    await expect(
      requireUser(apiRequest("/x", { cookie: `other=1; next-auth.session-token=${token}` })),
    ).resolves.toMatchObject({ id: user.id });
  });

  it("answers 401 without a token and for a forged, expired, over-age or foreign-secret token", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: user.id, ver: 0, authTime: now, sid: "QxN1m7Hh0bq2wPZk4sV9yA" };

    const forged = `${token.slice(0, -8)}AAAAAAAA`;
    const expired = await encode({ token: claims, secret: TEST_SECRET, maxAge: -3600 });
    const foreign = await encode({ token: claims, secret: "another-secret-of-at-least-32-characters!", maxAge: 3600 });
    const overAge = await encode({
      token: { ...claims, authTime: now - SESSION_ABSOLUTE_SECONDS - 60 },
      secret: TEST_SECRET,
      maxAge: 3600,
    });
    const without = (name: keyof typeof claims) =>
      Object.fromEntries(Object.entries(claims).filter(([key]) => key !== name));
    const noVersion = await encode({ token: without("ver"), secret: TEST_SECRET, maxAge: 3600 });
    const noSession = await encode({ token: without("sid"), secret: TEST_SECRET, maxAge: 3600 });
    // The same claims signed properly are accepted, so each refusal above has one cause.
    const valid = await encode({ token: claims, secret: TEST_SECRET, maxAge: 3600 });
    expect((await profileWith(valid)).status).toBe(200);

    for (const bad of [forged, expired, foreign, overAge, noVersion, noSession, "not-a-token"]) {
      const response = await profileWith(bad);
      expect(response.status).toBe(401);
      expect(await bodyOf(response)).toMatchObject({ code: "UNAUTHORIZED" });
    }
    const none = await getProfile(apiRequest("/api/auth/profile/getprofile"), {});
    expect(none.status).toBe(401);
    expect(await bodyOf(none)).toEqual({ message: "Please log in to continue.", code: "UNAUTHORIZED" });
  });

  it("'log out everywhere' rejects every token issued before it", async () => {
    const user = await createUser();
    const phone = await tokenFor(user);
    const laptop = await tokenFor(user);
    expect((await profileWith(phone)).status).toBe(200);

    const response = await logoutAll(apiRequest("/api/auth/logout-all", { method: "POST", token: laptop }), {});
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/next-auth\.session-token=; Path=\/; Max-Age=0/);

    expect((await profileWith(phone)).status).toBe(401);
    expect((await profileWith(laptop)).status).toBe(401);
    expect((await profileWith(await tokenFor(user))).status).toBe(200);
  });

  it("a password change ends other sessions and keeps this one with a fresh token", async () => {
    const user = await createUser();
    const other = await tokenFor(user);
    const current = await tokenFor(user);

    const wrong = await changePassword(
      apiRequest("/api/auth/password", {
        token: current,
        body: { currentPassword: "not-it-at-all", newPassword: "fresh-mango-harbour" },
      }),
      {},
    );
    expect(wrong.status).toBe(401);
    expect((await profileWith(other)).status).toBe(200);
    expect(await sentMails(user.email)).toEqual([]);

    const response = await changePassword(
      apiRequest("/api/auth/password", {
        token: current,
        body: { currentPassword: user.password, newPassword: "fresh-mango-harbour" },
      }),
      {},
    );
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(sessionCookieFrom(response)).toBe(body.token);

    expect((await profileWith(other)).status).toBe(401);
    expect((await profileWith(current)).status).toBe(401);
    expect((await profileWith(String(body.token))).status).toBe(200);

    const oldPassword = await login(apiRequest("/api/auth/login", { body: user }), {});
    expect(oldPassword.status).toBe(401);
    expect((await tokenFor({ email: user.email, password: "fresh-mango-harbour" })).length).toBeGreaterThan(0);

    // The owner is told, with a way back in if it was not them.
    const [notice, ...more] = await sentMails(user.email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe("Your Kosh & Co. password was changed");
    expect(notice!.text).toContain("was just changed from its profile");
    expect(linkIn(notice!, "/forgot-password").pathname).toBe("/forgot-password");
    expect(notice!.text).not.toContain("fresh-mango-harbour");
  });

  it("tells the owner of a password change in the language the change was asked in", async () => {
    const user = await createUser();
    const response = await changePassword(
      apiRequest("/api/auth/password?lang=hi", {
        token: await tokenFor(user),
        body: { currentPassword: user.password, newPassword: "fresh-mango-harbour" },
      }),
      {},
    );
    expect(response.status).toBe(200);
    const [notice] = await sentMails(user.email);
    expect(notice!.subject).toBe("आपका Kosh & Co. पासवर्ड बदल दिया गया है");
    expect(notice!.text).toContain("प्रोफ़ाइल से बदला गया है");
    expect(linkIn(notice!, "/forgot-password").pathname).toBe("/hi/forgot-password");
  });

  it("a password change refuses the account's e-mail address as the new password, as sign-up and reset do", async () => {
    const user = await createUser({ email: `mira.${Date.now()}@example.in` });
    const current = await tokenFor(user);
    const response = await changePassword(
      apiRequest("/api/auth/password", {
        token: current,
        body: { currentPassword: user.password, newPassword: ` ${user.email.toUpperCase()} ` },
      }),
      {},
    );
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toMatchObject({
      message: "Your password must not be your email address.",
      issues: [{ path: "newPassword", message: "Your password must not be your email address." }],
    });
    // Nothing changed: the old password and this session still work.
    expect((await profileWith(current)).status).toBe(200);
    expect((await tokenFor(user)).length).toBeGreaterThan(0);
  });

  it("refresh renews a valid session and refuses (and clears) a revoked one", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const renewed = await refresh(
      apiRequest("/api/auth/refresh", { method: "POST", cookie: `next-auth.session-token=${token}` }),
      {},
    );
    expect(renewed.status).toBe(200);
    const fresh = sessionCookieFrom(renewed);
    expect(fresh).not.toBe(token);
    expect((await profileWith(fresh!)).status).toBe(200);
    // Asked with the HttpOnly cookie alone (the browser), the new token stays in the cookie: a page's script never reads it.
    const renewedBody = await bodyOf(renewed);
    expect(renewedBody).not.toHaveProperty("token");
    expect(renewedBody).toMatchObject({ expiresAt: expect.any(String) });
    // An API client that sent its token as a bearer gets the new one to send next.
    const byBearer = await refresh(apiRequest("/api/auth/refresh", { method: "POST", token: fresh! }), {});
    expect(byBearer.status).toBe(200);
    expect((await bodyOf(byBearer)).token).toBe(sessionCookieFrom(byBearer));

    await prisma.user.update({ where: { id: user.id }, data: { tokenVersion: { increment: 1 } } });
    const refused = await refresh(
      apiRequest("/api/auth/refresh", { method: "POST", token: sessionCookieFrom(byBearer)! }),
      {},
    );
    expect(refused.status).toBe(401);
    expect(refused.headers.getSetCookie().join()).toMatch(/Max-Age=0/);
  });

  it("logout clears the cookie and the signed-in hint", async () => {
    const response = await logout(apiRequest("/api/auth/logout", { method: "POST" }), {});
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^next-auth\.session-token=; Path=\/; Max-Age=0; .*HttpOnly; SameSite=Lax$/),
      // The header's hint (not HttpOnly, never trusted by the server) goes too.
      "kosh_signed_in=; Path=/; Max-Age=0; SameSite=Lax",
    ]);
  });

  it("logout ends this session for good (copies and renewals of its token too) and leaves other devices logged in", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const otherDevice = await tokenFor(user);
    const renewal = await refresh(apiRequest("/api/auth/refresh", { method: "POST", token }), {});
    const renewed = String((await bodyOf(renewal)).token);
    expect((await profileWith(renewed)).status).toBe(200);

    // The browser logs out with its cookie; a copy of that token was kept elsewhere.
    const response = await logout(
      apiRequest("/api/auth/logout", { method: "POST", cookie: `next-auth.session-token=${token}` }),
      {},
    );
    expect(response.status).toBe(200);
    expect((await profileWith(token)).status).toBe(401);
    expect((await profileWith(renewed)).status).toBe(401);
    expect((await refresh(apiRequest("/api/auth/refresh", { method: "POST", token: renewed }), {})).status).toBe(401);
    expect((await profileWith(otherDevice)).status).toBe(200);

    // Logging out again (or with a dead token) is harmless.
    const again = await logout(apiRequest("/api/auth/logout", { method: "POST", token: renewed }), {});
    expect(again.status).toBe(200);
    expect(await prisma.revokedSession.count({ where: { userId: user.id } })).toBe(1);
  });

  it("next-auth's own sign-out (POST /api/auth/signout) ends the session for good too, not only the cookie", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const otherDevice = await tokenFor(user);
    // What next-auth's sign-out route hands its signOut event: the cookie's decoded token.
    const decoded = await decode({ token, secret: TEST_SECRET });
    expect(decoded).not.toBeNull();
    await authOptions.events?.signOut?.({ token: decoded!, session: { expires: "" } });
    // A copy of the cookie's token, kept elsewhere, no longer works; the other device still does.
    expect((await profileWith(token)).status).toBe(401);
    expect((await profileWith(otherDevice)).status).toBe(200);
  });

  it("keeps a logged-out session on record only until its tokens would have expired anyway", async () => {
    const user = await createUser();
    const stale = await prisma.revokedSession.create({
      data: { id: "stale-session-id-000000", userId: user.id, expiresAt: new Date(Date.now() - 1000) },
    });
    const before = Math.floor(Date.now() / 1000);
    const token = await tokenFor(user);
    await logout(apiRequest("/api/auth/logout", { method: "POST", token }), {});

    expect(await prisma.revokedSession.findUnique({ where: { id: stale.id } })).toBeNull();
    const [kept] = await prisma.revokedSession.findMany({ where: { userId: user.id } });
    const keptUntil = kept!.expiresAt.getTime() / 1000;
    expect(keptUntil).toBeGreaterThanOrEqual(before + SESSION_ABSOLUTE_SECONDS);
    expect(keptUntil).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + SESSION_ABSOLUTE_SECONDS);
  });

  it("requireAdmin lets admins through and answers 403 to shoppers", async () => {
    const admin = await createUser({ role: "ADMIN" });
    const shopper = await createUser();
    await expect(requireAdmin(apiRequest("/x", { token: await tokenFor(admin) }))).resolves.toMatchObject({
      role: "ADMIN",
    });
    await expect(requireAdmin(apiRequest("/x", { token: await tokenFor(shopper) }))).rejects.toMatchObject({
      kind: "forbidden",
    });
    await expect(requireAdmin(apiRequest("/x"))).rejects.toMatchObject({ kind: "unauthenticated" });
  });
});
