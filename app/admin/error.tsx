"use client";

import { AdminErrorView } from "@/components/admin/admin-error-view";

/**
 * The console's layout failed: its admin check reads the database, so during
 * an outage this is what an admin sees, in the admin's own document rather
 * than the shop's last-resort page (app/global-error.tsx). No navigation: who
 * is asking could not be checked, and the console is not shown to others.
 * Try again re-renders the whole console once the database answers.
 */
export default function ConsoleError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <AdminErrorView error={error} retry={retry} />
    </main>
  );
}
