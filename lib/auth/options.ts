import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { NextAuthOptions } from "next-auth";
import { decode, encode } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import { DomainError } from "@/lib/errors";
import { isDatabaseUnavailable } from "@/lib/observability/database-errors";
import { describeError, log } from "@/lib/observability/log.mjs";
import { requestIdFor } from "@/lib/observability/request-id.mjs";
import { clientAddress } from "@/lib/request";
import { authenticate } from "./accounts";
import { SESSION_IDLE_SECONDS, sessionCookieName, sessionSecret, usesSecureCookies } from "./config";
import { knownDeviceOf } from "./known-device";
import { loginSchema } from "./schemas";
import { claimsOf, newSessionId, revokeSession, userForClaims, withinAbsoluteLimit } from "./session-token";

// next-auth 4 with the JWT strategy. The web UI logs in through our own
// POST /api/auth/login (which also serves API clients); this configuration makes
// next-auth's own routes (/api/auth/session, /csrf, /signout and the credentials
// callback) agree with it: the same cookie, the same claims, the same checks.

/** Thrown by the jwt callback for a token that is expired, revoked or malformed. */
class SessionRejected extends Error {
  constructor() {
    super("The session is no longer valid.");
    this.name = "SessionRejected";
  }
}

/**
 * What next-auth's credentials sign-in reports when it failed on our side (the
 * database down, a bug): next-auth sends the text of whatever authorize throws
 * to the browser (`?error=<message>`) and logs nothing, so the real error is
 * logged here and the browser gets only this, next-auth's own generic code.
 */
export const SIGN_IN_FAILED = "Default";

/**
 * Where a credentials sign-in leaves a database outage for the /api edge
 * (lib/api/nextauth.ts), which runs next-auth's handler inside it.
 */
const signInOutages = new AsyncLocalStorage<{ outage?: unknown }>();

/**
 * Runs next-auth's handler and throws the database outage a credentials
 * sign-in met in it, if any. next-auth answers whatever authorize throws as a
 * failed sign-in (401, ?error=…), which tells a shopper their password is
 * wrong when the database is down; thrown, the outage is answered by route()
 * as every /api handler answers one, /api/auth/login included: 503, the shop's
 * "temporarily unavailable" message, Retry-After, one log line.
 */
export async function surfacingSignInOutage(call: () => Promise<Response>): Promise<Response> {
  const seen: { outage?: unknown } = {};
  const response = await signInOutages.run(seen, call);
  if (seen.outage !== undefined) throw seen.outage;
  return response;
}

const secure = usesSecureCookies();

export const authOptions: NextAuthOptions = {
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_IDLE_SECONDS },
  jwt: {
    maxAge: SESSION_IDLE_SECONDS,
    // The key the shop's own handlers use (sessionSecret(): trimmed, read when needed), not the variable as
    // next-auth reads it: with a line break after the secret, next-auth's sign-ins were refused everywhere
    // else and its sign-out could not read the cookie, so it ended no session.
    encode: (params) => encode({ ...params, secret: sessionSecret() }),
    decode: (params) => decode({ ...params, secret: sessionSecret() }),
  },
  useSecureCookies: secure,
  cookies: {
    sessionToken: {
      name: sessionCookieName(),
      options: { httpOnly: true, sameSite: "lax", path: "/", secure },
    },
  },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
      },
      // Same rules as POST /api/auth/login: throttling, equal answers, no hash returned.
      async authorize(credentials, req) {
        const parsed = loginSchema.safeParse(credentials);
        if (!parsed.success) return null;
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers ?? {})) {
          if (typeof value === "string") headers.set(name, value);
        }
        const asked = new Request("http://localhost/", { headers });
        try {
          // A browser that signed in through /api/auth/login before keeps its own allowance here too.
          return await authenticate(parsed.data, clientAddress(asked), knownDeviceOf(asked));
        } catch (error) {
          if (error instanceof DomainError) return null; // wrong credentials or throttled: "CredentialsSignin"
          const unavailable = isDatabaseUnavailable(error);
          const edge = signInOutages.getStore();
          if (unavailable && edge) {
            edge.outage = error; // answered (and logged) by the edge once next-auth returns
            throw new Error(SIGN_IN_FAILED);
          }
          // Logged as route() logs a failed /api request: an outage without its stack.
          log.error(unavailable ? "database unavailable" : "request failed", {
            requestId: requestIdFor(headers),
            path: "/api/auth/callback/credentials",
            error: describeError(error, { stack: !unavailable }),
          });
          throw new Error(SIGN_IN_FAILED);
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        // Signing in through next-auth's credentials callback.
        const signedIn = user as unknown as { id: string; tokenVersion: number };
        return {
          sub: signedIn.id,
          ver: signedIn.tokenVersion,
          authTime: Math.floor(Date.now() / 1000),
          sid: newSessionId(),
        };
      }
      const claims = claimsOf(token);
      if (!claims || !withinAbsoluteLimit(claims)) throw new SessionRejected();
      const current = await userForClaims(claims);
      if (!current) throw new SessionRejected();
      return { ...claims, name: current.name, email: current.email, role: current.role };
    },
    async session({ session, token }) {
      return Object.assign(session, {
        user: { id: token.sub, name: token.name, email: token.email, role: token.role },
      });
    },
  },
  events: {
    // next-auth's own sign-out only clears the cookie; end the session as
    // POST /api/auth/logout does, so a copy of the token stops working too.
    // A session already over (logged out, or its account deleted, docs/adr/0033) needs no record, and
    // a deleted account must get no new row.
    async signOut({ token }) {
      const claims = claimsOf(token);
      if (claims && (await userForClaims(claims))) await revokeSession(claims);
    },
  },
  logger: {
    error(code, metadata) {
      // An expired or revoked cookie is routine, not an error worth a stack trace.
      const error = (metadata instanceof Error ? metadata : metadata?.error) as
        (Error & { code?: unknown }) | undefined;
      const joseCode = typeof error?.code === "string" && error.code.startsWith("ERR_JW"); // expired or foreign token
      if (error?.name === "SessionRejected" || joseCode) return;
      log.error(`[next-auth] ${code}`, { error: error ?? metadata });
    },
    warn(code) {
      log.warn(`[next-auth] ${code}`);
    },
    debug() {},
  },
};
