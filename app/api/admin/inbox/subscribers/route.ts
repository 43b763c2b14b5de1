import { csvDownload } from "@/lib/api/csv";
import { json, readQuery, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { inboxQuerySchema, listNewsletterSubscribers, subscribersCsv } from "@/lib/content/inbox";

/**
 * GET /api/admin/inbox/subscribers?page= → newsletter subscribers, newest first
 * ({ items, total, page, pageSize, pageCount }); ?format=csv downloads all of them. ADMIN only.
 */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  const { page, format } = readQuery(request, inboxQuerySchema);
  return format === "csv" ? csvDownload(subscribersCsv(admin)) : json(await listNewsletterSubscribers(admin, page));
});
