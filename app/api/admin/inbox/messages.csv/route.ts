import { csvDownload } from "@/lib/api/csv";
import { route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { contactMessagesCsv } from "@/lib/content/inbox";

/** GET /api/admin/inbox/messages.csv → every contact message as a CSV attachment. ADMIN only. */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  return csvDownload(contactMessagesCsv(admin));
});
