"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { messageOf, requestJson } from "@/components/api/client";

// The admin console's client side talks to /api/admin as any API client
// would, through the shop's one client: JSON in, JSON out, the server's
// message shown on failure.

/** Sends JSON to an admin route; throws ApiRequestError carrying the server's message when it refuses. */
export function sendAdminJson<T>(url: string, method: "POST" | "PATCH", body: unknown): Promise<T> {
  return requestJson<T>(url, { method, body });
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
      setError(messageOf(caught, "Could not save. Please try again."));
      return false;
    } finally {
      setSending(false);
    }
  }

  return { run, error, sending };
}
