"use client";

import { useEffect } from "react";
import { ErrorView } from "@/components/content/error-view";
import "./globals.css";

/** Replaces the root layout when it fails, so it brings its own document and styles. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en-IN">
      <body className="min-h-screen bg-white font-sans antialiased">
        <title>Something went wrong</title>
        <main>
          <ErrorView error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
