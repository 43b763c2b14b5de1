import "server-only";
import { forbidden } from "@/lib/errors";
import type { SessionUser } from "./types";

// Authorization lives where data is read (docs/adr/0001-authorization-where-data-is-read.md).
//
// A Viewer is a user whose session token this process has verified against
// the database (signature, expiry, tokenVersion, revocation). Only
// `userForClaims` in ./session-token.ts makes them, so every page, handler and
// server action gets one through lib/auth/session.ts. Data functions that
// return or change other people's data take the Viewer as their first argument
// and check it themselves (`assertAdmin`, `canSeeOwnedBy`): a page that forgets
// its own check, or a layout that is skipped on a client navigation, cannot
// reach those rows. A hand-made `{ role: "ADMIN" }` object is refused at run
// time, because it was never recorded here.

declare const verified: unique symbol;

/** A user behind a session token that was verified in this process. */
export type Viewer = SessionUser & { readonly [verified]: true };
/** A verified viewer with the ADMIN role. */
export type AdminViewer = Viewer & { readonly role: "ADMIN" };

const verifiedViewers = new WeakSet<object>();

/**
 * Records a user just read for a valid session token. Called by
 * `userForClaims` (lib/auth/session-token.ts) and nowhere else.
 */
export function markVerifiedViewer(user: SessionUser): Viewer {
  verifiedViewers.add(user);
  return user as Viewer;
}

/** Whether `value` is a viewer made from a verified session (not a look-alike object). */
export function isVerifiedViewer(value: unknown): value is Viewer {
  return typeof value === "object" && value !== null && verifiedViewers.has(value);
}

/** Throws 403 unless the viewer came from a verified session and is an admin. */
export function assertAdmin(viewer: Viewer | null | undefined): asserts viewer is AdminViewer {
  if (!isVerifiedViewer(viewer) || viewer.role !== "ADMIN") throw forbidden();
}

/** Whether the viewer may see a record owned by `ownerId`: its owner, or an admin. */
export function canSeeOwnedBy(viewer: Viewer | null | undefined, ownerId: string): boolean {
  if (!isVerifiedViewer(viewer)) return false;
  return viewer.id === ownerId || viewer.role === "ADMIN";
}
