// Which address a request comes from, for the per-address limits (sign-up,
// login, contact, newsletter, tracking). Never a header the client chose
// (docs/adr/0002-client-address-and-request-edge.md):
//   - server.mjs (npm start, npm run serve, e2e, bench) takes the socket's
//     peer address, or with TRUSTED_PROXY_HOPS=N the address the outermost of
//     N proxies in front saw, and hands it to the route handlers in
//     CLIENT_ADDRESS_HEADER, overwriting whatever a client sent under that name;
//   - on Vercel, the address Vercel's edge sets (it overwrites client values);
//   - plain `next start` cannot see the socket behind a header a client sent,
//     so in production it needs TRUSTED_PROXY_HOPS ≥ 1 (start-up refuses it
//     otherwise, lib/config/runtime-env.mjs).
// Plain JavaScript: server.mjs imports it before Next is loaded.

import { isIPv6 } from "node:net";

/** The request header server.mjs sets to the client's address. */
export const CLIENT_ADDRESS_HEADER = "x-kosh-client-address";

/** Most proxies anyone puts in front of a shop; a larger number is a typo. */
const MAX_PROXY_HOPS = 10;

// A flag on globalThis, not an environment variable: nothing outside this
// process can switch it on. Next bundles its own copy of this module, so the
// flag cannot live in a module variable.
const HEADER_IS_SET = Symbol.for("kosh.clientAddressHeaderIsSet");

/** Called by server.mjs, which sets CLIENT_ADDRESS_HEADER on every request (and by tests that play it). */
export function markClientAddressHeaderSet() {
  globalThis[HEADER_IS_SET] = true;
}

/** Whether this process's server sets CLIENT_ADDRESS_HEADER itself, so the header can be trusted. */
export function clientAddressHeaderIsSet() {
  return globalThis[HEADER_IS_SET] === true;
}

/**
 * TRUSTED_PROXY_HOPS as a number (unset or empty: 0), or null when it is not
 * a whole number from 0 to 10.
 * @param {Record<string, string | undefined>} env
 */
export function trustedProxyHops(env = process.env) {
  const raw = env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw) return 0;
  if (!/^\d{1,2}$/.test(raw) || Number(raw) > MAX_PROXY_HOPS) return null;
  return Number(raw);
}

/**
 * One line naming a malformed TRUSTED_PROXY_HOPS, or null.
 * @param {Record<string, string | undefined>} env
 */
export function proxyHopsProblem(env = process.env) {
  if (trustedProxyHops(env) !== null) return null;
  return `TRUSTED_PROXY_HOPS must be the number of proxies in front of the shop (0 to ${MAX_PROXY_HOPS}; 0 when clients connect to it directly), not "${env.TRUSTED_PROXY_HOPS}".`;
}

/** "::ffff:203.0.113.9" (an IPv4 client on a dual-stack socket) → "203.0.113.9"; at most 64 characters. */
function normalise(address) {
  const trimmed = String(address ?? "")
    .trim()
    .toLowerCase();
  const unmapped = /^::ffff:\d{1,3}(?:\.\d{1,3}){3}$/.test(trimmed) ? trimmed.slice("::ffff:".length) : trimmed;
  return unmapped.slice(0, 64);
}

/**
 * The client's address, trusting `hops` proxies in front of this server. Each
 * proxy appends to X-Forwarded-For the address it received the request from,
 * so the entry `hops` places from the right was written by the outermost
 * trusted proxy; anything left of it is whatever the client sent. With no
 * proxies (hops 0) it is the socket's peer address.
 * @param {string | null | undefined} forwardedFor the X-Forwarded-For header(s), comma-separated
 * @param {string | null | undefined} socketAddress
 * @param {number} hops
 * @returns {string}
 */
export function addressThroughProxies(forwardedFor, socketAddress, hops) {
  if (hops > 0) {
    const entries = String(forwardedFor ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the request went around the outer ones, and
    // the leftmost entry is the farthest address a trusted proxy saw.
    const entry = entries.length >= hops ? entries[entries.length - hops] : entries[0];
    if (entry) return normalise(entry) || "unknown";
  }
  return normalise(socketAddress) || "unknown";
}

/**
 * The eight 16-bit groups of an IPv6 address as numbers ("2001:db8::1" →
 * [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]), a trailing dotted IPv4 part included.
 * @param {string} address a valid IPv6 address without a zone
 * @returns {number[]}
 */
function ipv6Groups(address) {
  const [head = "", tail] = address.split("::");
  /** @param {string} part */
  const groups = (part) =>
    part
      .split(":")
      .filter(Boolean)
      .flatMap((group) => {
        if (!group.includes(".")) return [parseInt(group, 16)];
        const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
        return [(a << 8) | b, (c << 8) | d];
      });
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  return [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
}

/**
 * What a per-address limit counts a client by: an IPv4 address as it is, an
 * IPv6 one by its /64 network ("2001:db8:1:2::/64"). A subscriber or a rented
 * server gets a whole /64 (a mobile phone on Jio, any VPS) and may use any of
 * its 2^64 addresses, so counting single IPv6 addresses would give one client
 * an endless supply of fresh limits. An IPv4 address written as IPv6
 * ("::ffff:203.0.113.9") is the IPv4 one; anything else ("unknown") stays as it is.
 * @param {string} address
 * @returns {string}
 */
export function limitedAddress(address) {
  const bare = address.trim().toLowerCase().split("%", 1)[0] ?? "";
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
