import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { log } from "@/lib/observability/log.mjs";
import { createUser, useTestSecret } from "@/test/integration/accounts";
import { cutDatabase, restoreDatabase } from "@/test/integration/database";
import { NextRequest } from "next/server";
import { at, edge, signIn } from "@/test/integration/nextauth";

// next-auth's credentials sign-in (POST /api/auth/callback/credentials) behind
// the shop's /api edge, against this file's real PostgreSQL — and against none
// at all: a wrong password is a 401 as next-auth answers it, but a database
// that cannot be reached is the shop's 503, as POST /api/auth/login answers
// one, never next-auth's "wrong password". next-auth runs for real
// (test/integration/nextauth.ts).

describe("next-auth's credentials sign-in behind the /api edge", () => {
  beforeAll(() => {
    useTestSecret();
    vi.stubEnv("NEXTAUTH_URL", "http://localhost");
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await restoreDatabase();
  });

  it("signs in with the right password and answers a wrong one with next-auth's 401 CredentialsSignin", async () => {
    const user = await createUser();
    const right = await signIn(user.email, user.password);
    expect(right.status).toBe(200);
    expect(right.headers.getSetCookie().some((header) => header.startsWith("next-auth.session-token="))).toBe(true);

    const wrong = await signIn(user.email, "not the password at all");
    expect(wrong.status).toBe(401);
    const { url } = (await wrong.json()) as { url: string };
    expect(new URL(url).searchParams.get("error")).toBe("CredentialsSignin");
    expect(wrong.headers.getSetCookie().some((header) => header.startsWith("next-auth.session-token="))).toBe(false);
  });

  it("answers 503 with the shop's unavailable message and Retry-After when the database cannot be reached", async () => {
    const user = await createUser();
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    await cutDatabase();

    const response = await signIn(user.email, user.password);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      message: "The shop is temporarily unavailable. Please try again shortly.",
      code: "UNAVAILABLE",
    });
    expect(text).not.toMatch(/CredentialsSignin|127\.0\.0\.1|ECONNREFUSED/);
    expect(response.headers.getSetCookie().some((header) => header.startsWith("next-auth.session-token="))).toBe(false);
    // One line for the operator, with the id the response carries, as for any /api request.
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(
      "database unavailable",
      expect.objectContaining({ requestId, path: "/api/auth/callback/credentials", status: 503 }),
    );

    // In Hindi for a Hindi page, as every /api answer.
    const hindi = await signIn(user.email, user.password, "?lang=hi");
    expect(hindi.status).toBe(503);
    expect(((await hindi.json()) as { message: string }).message).toBe(
      "दुकान अभी कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।",
    );

    // The database back: the same sign-in goes through, with no restart.
    await restoreDatabase();
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it("writes nothing a guest posts to next-auth's client logger (/api/auth/_log) into the server's log: 404", async () => {
    // next-auth hands such a body to the configured logger at the level it names: anyone could forge error lines.
    const errors = vi.spyOn(log, "error").mockImplementation(() => {});
    const warnings = vi.spyOn(log, "warn").mockImplementation(() => {});
    for (const [body, type] of [
      ["code=PAYMENTS_DOWN&level=error&error=forged", "application/x-www-form-urlencoded"],
      [JSON.stringify({ code: "PAYMENTS_DOWN", level: "warn" }), "application/json"],
      ["level=nonsense", "application/x-www-form-urlencoded"],
    ] as const) {
      const request = new NextRequest("http://localhost/api/auth/_log", {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
      const response = await edge(request, at("_log"));
      expect(response.status, body).toBe(404);
      expect(await response.json(), body).toEqual({ message: "Not found.", code: "NOT_FOUND" });
    }
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it("answers a GET of the credentials callback 405 (Allow: POST), not next-auth's 500", async () => {
    const response = await edge(
      new NextRequest("http://localhost/api/auth/callback/credentials"),
      at("callback", "credentials"),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
