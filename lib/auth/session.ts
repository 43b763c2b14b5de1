import "server-only";

// Placeholder until the accounts work lands: nobody is logged in.
export type SessionUser = { id: string; name: string; email: string; role: "CUSTOMER" | "ADMIN" };

/** The logged-in shopper for a page or server component, or null for a guest. */
export async function getSessionUser(): Promise<SessionUser | null> {
  return null;
}

import { unauthorized } from "@/lib/api/http";

/** Placeholder until the accounts work lands: every API caller is a guest. */
export async function requireUser(request: Request): Promise<SessionUser> {
  void request;
  throw unauthorized();
}
