import type { NextApiRequest, NextApiResponse } from "next";
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { authOptions } from "@/lib/auth/options";
import { log } from "@/lib/observability/log.mjs";
import { createUser, useTestSecret } from "@/test/integration/accounts";
import { cutDatabase, restoreDatabase } from "@/test/integration/database";
import { nextAuthEdge } from "./nextauth";

// next-auth's credentials sign-in (POST /api/auth/callback/credentials) behind
// the shop's /api edge, against this file's real PostgreSQL — and against none
// at all: a wrong password is a 401 as next-auth answers it, but a database
// that cannot be reached is the shop's 503, as POST /api/auth/login answers
// one, never next-auth's "wrong password".
//
// next-auth runs for real (its CSRF check, its callback, our authorize and
// callbacks), through its Pages API adapter: the App Router adapter the route
// uses reads next/headers, which needs the request scope of a running Next
// server. Both adapters call the same core and answer the same status.

type Context = { params: Promise<{ nextauth: string[] }> };

/** next-auth's own handler for `request`, through its Pages API adapter, as a Response. */
async function nextAuthHandler(request: NextRequest, context: Context): Promise<Response> {
  const text = request.method === "POST" ? await request.text() : "";
  const body = request.headers.get("content-type")?.includes("application/json")
    ? JSON.parse(text)
    : Object.fromEntries(new URLSearchParams(text));
  let status = 200;
  let payload: string | null = null;
  const headers = new Headers();
  const res = {
    status(code: number) {
      status = code;
      return res;
    },
    setHeader(name: string, value: string | string[]) {
      headers.delete(name);
      for (const one of [value].flat()) headers.append(name, one);
      return res;
    },
    getHeader: (name: string) => (name.toLowerCase() === "set-cookie" ? headers.getSetCookie() : headers.get(name)),
    json(value: unknown) {
      headers.set("content-type", "application/json");
      payload = JSON.stringify(value);
    },
    send(value: unknown) {
      payload = typeof value === "string" ? value : JSON.stringify(value);
    },
    end() {},
  };
  const req = {
    method: request.method,
    query: { ...Object.fromEntries(request.nextUrl.searchParams), nextauth: (await context.params).nextauth },
    body,
    cookies: Object.fromEntries(request.cookies.getAll().map((cookie) => [cookie.name, cookie.value])),
    headers: Object.fromEntries(request.headers),
  };
  await NextAuth(req as unknown as NextApiRequest, res as unknown as NextApiResponse, authOptions);
  return new Response(payload, { status, headers });
}

const edge = nextAuthEdge(nextAuthHandler);
const at = (...nextauth: string[]) => ({ params: Promise.resolve({ nextauth }) });

/** next-auth's CSRF token and the cookie that must come back with it (no database involved). */
async function csrf() {
  const response = await edge(new NextRequest("http://localhost/api/auth/csrf"), at("csrf"));
  expect(response.status).toBe(200);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  return { csrfToken, cookie };
}

/** What next-auth's signIn("credentials", { redirect: false }) posts. */
async function signIn(email: string, password: string, query = "") {
  const { csrfToken, cookie } = await csrf();
  const request = new NextRequest(`http://localhost/api/auth/callback/credentials${query}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }).toString(),
  });
  return edge(request, at("callback", "credentials"));
}

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
});
