import { beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { apiRequest, bodyOf, createUser, sessionCookieFrom, useTestSecret } from "@/test/integration/accounts";
import { GET } from "./route";

const me = (cookie?: string) => GET(apiRequest("/api/auth/me", { cookie }), {});

describe("GET /api/auth/me", () => {
  beforeAll(useTestSecret);

  it("answers a guest with nulls, uncached, and clears a stale signed-in hint", async () => {
    const guest = await me();
    expect(guest.headers.get("cache-control")).toBe("no-store");
    expect(await bodyOf(guest)).toEqual({ user: null, counts: null });
    expect(guest.headers.getSetCookie()).toEqual([]);

    const stale = await me("kosh_signed_in=1");
    expect(await bodyOf(stale)).toEqual({ user: null, counts: null });
    expect(stale.headers.getSetCookie()).toEqual(["kosh_signed_in=; Path=/; Max-Age=0; SameSite=Lax"]);
  });

  it("answers a shopper with their name and badge counts, and sets the hint when it is missing", async () => {
    const user = await createUser({ name: "Meera", password: "correct horse me battery" });
    const loggedIn = await login(
      apiRequest("/api/auth/login", { body: { email: user.email, password: "correct horse me battery" } }),
      {},
    );
    const cookie = `next-auth.session-token=${sessionCookieFrom(loggedIn)}`;

    const withoutHint = await me(cookie);
    expect(await bodyOf(withoutHint)).toEqual({
      user: { name: "Meera", role: "CUSTOMER" },
      counts: { wishlist: 0, cart: 0 },
    });
    expect(withoutHint.headers.getSetCookie()).toEqual([expect.stringMatching(/^kosh_signed_in=1; Path=\/;/)]);

    const withHint = await me(`${cookie}; kosh_signed_in=1`);
    expect(withHint.headers.getSetCookie()).toEqual([]);
  });
});
