import "server-only";
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { JSON_BODY_LIMIT_BYTES, notFound, nulCharacter, readBody, route } from "@/lib/api/http";
import { authOptions, surfacingSignInOutage } from "@/lib/auth/options";

// next-auth's own routes (/api/auth/session, /csrf, /signout, /callback/credentials)
// behind the same edge as every other /api handler (route(): error shape,
// cross-site state changes refused) and the same body limit
// (docs/adr/0002-client-address-and-request-edge.md): next-auth reads a POST
// body whole (`req.text()` / `req.json()`) before it checks anything, so
// without a cap one guest could make the server hold gigabytes in memory. Its
// forms (sign-in, sign-out) are a few hundred bytes. Its answers that carry no
// Cache-Control of their own (the sign-out page holds the visitor's CSRF
// token) are marked private, no-store, so no shared cache in front keeps one.
// A body carrying a NUL character is refused with a 400, as readJson and
// readFormData refuse one: next-auth would hand it to the database.
// A credentials sign-in that met a database outage answers 503 like
// /api/auth/login, not next-auth's "wrong password" (surfacingSignInOutage).
// Two of its answers are not passed on: its client logger (POST /api/auth/_log)
// writes whatever a visitor posts into the server's log, at the level the
// visitor names, since the options configure a logger (lib/auth/options.ts),
// and the shop's pages never use next-auth's client: it is a 404. A GET of the
// credentials callback, which next-auth answers with a 500, is a 405.

type Context = { params: Promise<{ nextauth: string[] }> };
type Handler = (request: NextRequest, context: Context) => Promise<Response>;

/** next-auth's `handler` behind the /api edge (exported for the tests, which run next-auth without Next's request scope). */
export function nextAuthEdge(handler: Handler) {
  return route<Context>(async (request, context) => {
    const [action, provider] = (await context.params).nextauth;
    if (action === "_log") throw notFound();
    if (action === "callback" && provider === "credentials" && request.method !== "POST")
      return new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
    if (request.method !== "POST" || !request.body) return notStored(await handler(request as NextRequest, context));
    const body = (await readBody(request, JSON_BODY_LIMIT_BYTES)) as Uint8Array<ArrayBuffer>;
    if (carriesNul(new TextDecoder().decode(body))) throw nulCharacter();
    const read = new NextRequest(request.url, { method: request.method, headers: request.headers, body });
    return notStored(await surfacingSignInOutage(() => handler(read, context)));
  });
}

/** next-auth's handler, given a POST body only once it is known to be at most 64 KB (413 past it). */
export const nextAuthRoute = nextAuthEdge(NextAuth(authOptions) as Handler);

/** Whether a form (as next-auth decodes it) or JSON body holds U+0000: raw, %00, or \u0000 in a JSON string. */
function carriesNul(text: string): boolean {
  if (text.includes("\u0000") || /\\u0000/i.test(text)) return true;
  return [...new URLSearchParams(text)].some(([name, value]) => `${name}${value}`.includes("\u0000"));
}

function notStored(response: Response): Response {
  if (response.headers.has("Cache-Control")) return response;
  // A copy: a Response's headers may be immutable (Response.redirect).
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private, no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
