import { getServerSession } from "next-auth/next";
import { beforeAll, describe, expect, it } from "vitest";
import { apiRequest, bodyOf, createUser, useTestSecret } from "@/test/integration/accounts";

// A shop served over https, as in production: the session cookie is named
// __Host-…, which browsers keep only with Secure, Path=/ and no Domain, and
// next-auth's own routes read that same cookie. next-auth's options are fixed
// when lib/auth/options.ts loads, so the modules are loaded after the address is set.
process.env.NEXTAUTH_URL = "https://shop.example.in";
const HOST_COOKIE = "__Host-next-auth.session-token";

const { POST: login } = await import("@/app/api/auth/login/route");
const { authOptions } = await import("./options");
const { requireUser } = await import("./session");

describe("the session cookie over https", () => {
  beforeAll(useTestSecret);

  it("is set as a __Host- cookie: Secure, Path=/, no Domain", async () => {
    const user = await createUser();
    const response = await login(apiRequest("/api/auth/login", { body: user, ip: "198.51.100.60" }), {});
    expect(response.status).toBe(200);
    const [session] = response.headers.getSetCookie();
    expect(session).toMatch(
      /^__Host-next-auth\.session-token=[^;]+; Path=\/; Max-Age=43200; Expires=[^;]+; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(session).not.toMatch(/Domain=/i);
  });

  it("is what the handlers and next-auth's own routes read, and no other name is", async () => {
    const user = await createUser({ name: "Zoya" });
    const token = String((await bodyOf(await login(apiRequest("/api/auth/login", { body: user }), {}))).token);

    await expect(requireUser(apiRequest("/x", { cookie: `${HOST_COOKIE}=${token}` }))).resolves.toMatchObject({
      id: user.id,
    });
    for (const other of ["__Secure-next-auth.session-token", "next-auth.session-token"]) {
      await expect(requireUser(apiRequest("/x", { cookie: `${other}=${token}` })), other).rejects.toMatchObject({
        kind: "unauthenticated",
      });
    }

    // next-auth's own session check with our options (as its /api/auth/session runs it).
    const request = { headers: { host: "shop.example.in" }, cookies: { [HOST_COOKIE]: token } };
    const response = { getHeader: () => undefined, setHeader: () => {} };
    const session = await getServerSession(request as never, response as never, authOptions);
    expect(session).toMatchObject({ user: { id: user.id, name: "Zoya", email: user.email } });
  });
});
