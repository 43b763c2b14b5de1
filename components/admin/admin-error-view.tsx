"use client";

import { useEffect } from "react";
import { errorDigest } from "@/components/content/error-panel";
import { buttonClass } from "@/components/ui/button";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/observability/database-errors";

// What the console shows when a page of it fails (app/admin/error.tsx and
// app/admin/(console)/error.tsx), in English like the rest of the console.
// When the database is unavailable (the server answers 503) it says so and
// offers Try again; any other failure gets the server's digest, the reference
// its log line carries. Never the error's message: in production Next replaces
// it anyway, and a driver's message names hosts and ports.

export function AdminErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = errorDigest(error);
  const unavailable = digest === DATABASE_UNAVAILABLE_DIGEST;
  return (
    <div className="max-w-2xl space-y-4 py-8">
      <h1 className="text-2xl font-bold">
        {unavailable ? "The database cannot be reached right now" : "This page didn't load"}
      </h1>
      <p className="text-neutral-700">
        {unavailable
          ? "Orders, the catalogue and everything else in the console are kept in the database, which is not answering at the moment. Please try again in a minute."
          : "Something went wrong on the server while loading this page. Please try again."}
      </p>
      <button type="button" onClick={() => retry()} className={buttonClass.primary}>
        Try again
      </button>
      {digest && !unavailable ? (
        <p className="text-sm text-neutral-600">
          If it keeps failing, the server&apos;s log has the details under reference{" "}
          <code className="font-mono">{digest}</code>.
        </p>
      ) : null}
    </div>
  );
}
