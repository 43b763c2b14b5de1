"use client";

import { AdminErrorView } from "@/components/admin/admin-error-view";

/**
 * A console page that failed, inside the console's frame and navigation (its
 * layout rendered: the admin was checked). When the admin check itself fails,
 * as it does while the database is down, ../error.tsx shows the same view
 * without the navigation.
 */
export default function ConsolePageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <AdminErrorView error={error} retry={retry} />;
}
