import { expect, vi } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { issueSessionToken, userFromSessionToken } from "@/lib/auth/session-token";
import type { Viewer } from "@/lib/auth/viewer";
import { prisma } from "@/lib/db";
import { CLIENT_ADDRESS_HEADER, markClientAddressHeaderSet } from "@/lib/http/client-address.mjs";

// Helpers for the accounts integration tests: users, requests to route
// handlers called directly, and the checks every response must pass.

// These tests play server.mjs, which tells the handlers the client's address
// in this header (overwriting any a client sent): each test picks its own.
markClientAddressHeaderSet();

/** The header server.mjs would set for a client at `address`. */
export const fromAddress = (address: string) => ({ [CLIENT_ADDRESS_HEADER]: address });

export const TEST_SECRET = "test-secret-for-integration-tests-0123456789";
export const SESSION_COOKIE = "next-auth.session-token";

/** Sets the session secret the handlers sign with (call in beforeAll). */
export function useTestSecret() {
  process.env.NEXTAUTH_SECRET = TEST_SECRET;
}

let counter = 0;

/** A user straight in the database; returns its id, email and password. */
export async function createUser(
  overrides: {
    email?: string;
    password?: string;
    name?: string;
    phone?: string | null;
    role?: "CUSTOMER" | "ADMIN";
  } = {},
) {
  counter += 1;
  const email = overrides.email ?? `shopper${counter}-${Date.now()}@example.in`;
  const password = overrides.password ?? `correct horse ${counter} battery`;
  const user = await prisma.user.create({
    data: {
      name: overrides.name ?? `Shopper ${counter}`,
      email,
      passwordHash: await hashPassword(password),
      phone: overrides.phone === undefined ? null : overrides.phone,
      role: overrides.role ?? "CUSTOMER",
    },
    select: { id: true, email: true, name: true },
  });
  return { ...user, password };
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  token?: string;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
};

/** A Request as the browser or an API client would send it. */
export function apiRequest(path: string, options: RequestOptions = {}): Request {
  const headers = new Headers(options.headers);
  if (options.body !== undefined) headers.set("content-type", "application/json");
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie) headers.set("cookie", options.cookie);
  headers.set(CLIENT_ADDRESS_HEADER, options.ip ?? "198.51.100.1");
  return new Request(`http://localhost${path}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** Route context for handlers under a dynamic [id] segment. */
export const withId = (id: string) => ({ params: Promise.resolve({ id }) });

/** Reads a response's JSON after checking it leaks no password hash. */
export async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  expect(text).not.toMatch(/\$argon2/);
  expect(text).not.toMatch(/passwordHash/i);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Reads a CSV download's lines, without the byte-order mark and the final line break. */
export async function csvLinesOf(response: Response): Promise<string[]> {
  return (await response.text())
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
}

/** The session cookie's value from a response's Set-Cookie, or null. */
export function sessionCookieFrom(response: Response): string | null {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const index = pair?.indexOf("=") ?? -1;
    if (pair && index > 0 && pair.slice(0, index) === SESSION_COOKIE) return pair.slice(index + 1);
  }
  return null;
}

/**
 * Moves the clock (Date only; it keeps running) to just after the start of a
 * fixed rate-limit window, so a test's attempts cannot straddle two windows.
 * Undo with vi.useRealTimers().
 */
export function startOfRateLimitWindow(windowMs: number) {
  const next = Math.ceil((Date.now() + 1) / windowMs) * windowMs + 1_000;
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(next);
}

/**
 * The verified viewer for a user, made the way every request makes it: a real
 * session token checked against the database. Data functions for other people's
 * data (lib/auth/viewer.ts) accept nothing else.
 */
export async function viewerFor(user: { id: string }): Promise<Viewer> {
  process.env.NEXTAUTH_SECRET ??= TEST_SECRET;
  const { tokenVersion } = await prisma.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { tokenVersion: true },
  });
  const { token } = await issueSessionToken({ id: user.id, tokenVersion });
  const session = await userFromSessionToken(token);
  if (!session) throw new Error(`viewerFor: no session for user ${user.id}`);
  return session.user;
}

/**
 * A new admin and a new shopper (call after useTestSecret()): the admin's
 * verified viewer and id, both users' bearer tokens as an API client sends them,
 * and the shopper's id. `shopper` sets the shopper's fields, as createUser's do.
 */
export async function adminAndShopper(shopper: Parameters<typeof createUser>[0] = {}) {
  const [admin, user] = await Promise.all([createUser({ role: "ADMIN" }), createUser(shopper)]);
  const tokenFor = async (id: string) => (await issueSessionToken({ id, tokenVersion: 0 })).token;
  const [adminViewer, adminToken, shopperToken] = await Promise.all([
    viewerFor(admin),
    tokenFor(admin.id),
    tokenFor(user.id),
  ]);
  return { adminViewer, adminId: admin.id, adminToken, shopperToken, shopperId: user.id };
}
