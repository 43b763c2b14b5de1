"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

// The admin console's client side talks to /api/admin as any API client
// would: JSON in, JSON out, the server's { message } shown on failure.

/** Sends JSON to an admin route; throws an Error carrying the server's message when it refuses. */
export async function sendAdminJson<T>(url: string, method: "POST" | "PATCH", body: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!response.ok) throw new Error(payload?.message || "Could not save. Please try again.");
  return payload as T;
}

/** A form's sending state and error, refreshing the server-rendered page after a successful save. */
export function useAdminSubmit() {
  const router = useRouter();
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);

  async function run<T>(send: () => Promise<T>, after?: (result: T) => void): Promise<boolean> {
    setError("");
    setSending(true);
    try {
      const result = await send();
      after?.(result);
      router.refresh();
      return true;
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : "Could not save. Please try again.");
      return false;
    } finally {
      setSending(false);
    }
  }

  return { run, error, sending };
}
