import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as getProfile } from "@/app/api/auth/profile/getprofile/route";
import { apiRequest, bodyOf, createUser, SESSION_COOKIE } from "@/test/integration/accounts";
import { at, csrf, edge, signIn } from "@/test/integration/nextauth";
import { requireUser } from "./session";

// NEXTAUTH_SECRET with a line break after it, as a secret read from a file often
// is: the shop's handlers trim it (sessionSecret()), and next-auth's own routes
// must use that same key. Set before lib/auth/options.ts is imported, as in a
// server started with it.
vi.hoisted(() => {
  process.env.NEXTAUTH_SECRET = "a-secret-kept-in-a-file-with-its-line-break-0123456789\n";
});

const profileWith = (token: string) => getProfile(apiRequest("/api/auth/profile/getprofile", { token }), {});

describe("a NEXTAUTH_SECRET with surrounding whitespace", () => {
  beforeAll(() => {
    vi.stubEnv("NEXTAUTH_URL", "http://localhost");
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it("signs next-auth's own sign-ins with the key the handlers read", async () => {
    const user = await createUser();
    const response = await signIn(user.email, user.password);
    expect(response.status).toBe(200);
    const token = response.headers
      .getSetCookie()
      .find((header) => header.startsWith(`${SESSION_COOKIE}=`))
      ?.split(";")[0]
      ?.slice(SESSION_COOKIE.length + 1);
    expect(token).toBeTruthy();
    await expect(requireUser(apiRequest("/x", { cookie: `${SESSION_COOKIE}=${token}` }))).resolves.toMatchObject({
      id: user.id,
    });
  });

  it("ends a session for good through next-auth's own sign-out", async () => {
    const user = await createUser();
    const signedIn = await login(apiRequest("/api/auth/login", { body: user, ip: "198.51.100.60" }), {});
    const token = String((await bodyOf(signedIn)).token);
    expect((await profileWith(token)).status).toBe(200);

    const { csrfToken, cookie } = await csrf();
    const signOut = new NextRequest("http://localhost/api/auth/signout", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: `${cookie}; ${SESSION_COOKIE}=${token}`,
      },
      body: new URLSearchParams({ csrfToken, json: "true" }).toString(),
    });
    expect((await edge(signOut, at("signout"))).status).toBe(200);
    // A copy of the token, kept elsewhere, no longer works.
    expect((await profileWith(token)).status).toBe(401);
  });
});
