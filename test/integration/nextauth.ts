import type { NextApiRequest, NextApiResponse } from "next";
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { expect } from "vitest";
import { nextAuthEdge } from "@/lib/api/nextauth";
import { authOptions } from "@/lib/auth/options";

// next-auth's own routes for the integration tests, run for real (its CSRF
// check, its callback, our authorize and callbacks) behind the shop's /api
// edge, through its Pages API adapter: the App Router adapter the route uses
// reads next/headers, which needs the request scope of a running Next server.
// Both adapters call the same core and answer the same status.

type Context = { params: Promise<{ nextauth: string[] }> };

/** next-auth's own handler for `request`, through its Pages API adapter, as a Response. */
export async function nextAuthHandler(request: NextRequest, context: Context): Promise<Response> {
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

export const edge = nextAuthEdge(nextAuthHandler);
export const at = (...nextauth: string[]) => ({ params: Promise.resolve({ nextauth }) });

/** next-auth's CSRF token and the cookie that must come back with it (no database involved). */
export async function csrf() {
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
export async function signIn(email: string, password: string, query = "") {
  const { csrfToken, cookie } = await csrf();
  const request = new NextRequest(`http://localhost/api/auth/callback/credentials${query}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }).toString(),
  });
  return edge(request, at("callback", "credentials"));
}
