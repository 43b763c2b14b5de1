import { csvDownload } from "@/lib/api/csv";
import { route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { subscribersCsv } from "@/lib/content/inbox";

/** GET /api/admin/inbox/subscribers.csv → every newsletter subscriber as a CSV attachment. ADMIN only. */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  return csvDownload(subscribersCsv(admin));
});
