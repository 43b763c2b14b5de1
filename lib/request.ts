import "server-only";
import { headers } from "next/headers";
import {
  addressThroughProxies,
  CLIENT_ADDRESS_HEADER,
  clientAddressHeaderIsSet,
  limitedAddress,
  trustedProxyHops,
} from "@/lib/http/client-address.mjs";

type Env = Record<string, string | undefined>;

/**
 * The client's address for per-address limits, never one the client chose
 * (lib/http/client-address.mjs explains where it comes from); an IPv6 client
 * is counted by its /64 network (`limitedAddress`), which it may fill as it likes.
 */
export function clientAddress(request: Request, env: Env = process.env): string {
  return limitedAddress(peerAddress(request.headers, env));
}

/** clientAddress for a page rendered per request (a server component), from the request's headers(). */
export async function pageClientAddress(env: Env = process.env): Promise<string> {
  return limitedAddress(peerAddress(await headers(), env));
}

function peerAddress(headers: Pick<Headers, "get">, env: Env): string {
  // server.mjs: the socket's address (through TRUSTED_PROXY_HOPS proxies),
  // written over anything a client sent under this name.
  if (clientAddressHeaderIsSet()) return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "unknown";
  // Vercel's edge sets these itself and overwrites what a client sent.
  if (env.VERCEL) {
    const vercel = headers.get("x-vercel-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip")?.trim();
    return vercel || "unknown";
  }
  // `next start` / `next dev`: the proxies' X-Forwarded-For, counted from the
  // right. Next writes the socket's address there only when a client sent
  // none, so with no proxy (hops 0) a client could choose it: production
  // refuses that set-up at start-up (lib/config/runtime-env.mjs).
  const hops = Math.max(1, trustedProxyHops(env) ?? 0);
  return addressThroughProxies(headers.get("x-forwarded-for"), null, hops);
}
