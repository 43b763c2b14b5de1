"use client";

import { useEffect } from "react";
import { requestJson } from "@/components/api/client";

// Sliding session: while a shopper is active (a page load, a click, a key
// press), the session cookie is renewed at most every 10 minutes, for another
// 12 idle hours and never past 7 days from the login. An idle open tab does not
// renew it, so an unattended browser is logged out after 12 hours.

const STORAGE_KEY = "kosh.sessionRenewedAt";
const RENEW_EVERY_MS = 10 * 60 * 1000;

function renewIfDue() {
  let last = 0;
  try {
    last = Number(localStorage.getItem(STORAGE_KEY)) || 0;
    if (Date.now() - last < RENEW_EVERY_MS) return;
    localStorage.setItem(STORAGE_KEY, String(Date.now()));
  } catch {
    // no storage: renew anyway
  }
  void requestJson("/api/auth/refresh", { method: "POST" }).catch(() => {});
}

export function SessionRefresher() {
  useEffect(() => {
    renewIfDue();
    const options = { passive: true, capture: true } as const;
    window.addEventListener("pointerdown", renewIfDue, options);
    window.addEventListener("keydown", renewIfDue, options);
    return () => {
      window.removeEventListener("pointerdown", renewIfDue, options);
      window.removeEventListener("keydown", renewIfDue, options);
    };
  }, []);
  return null;
}
