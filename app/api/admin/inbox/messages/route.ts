import { csvDownload } from "@/lib/api/csv";
import { json, readQuery, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { contactMessagesCsv, inboxQuerySchema, listContactMessages } from "@/lib/content/inbox";

/**
 * GET /api/admin/inbox/messages?page= → contact messages, newest first, and how many are unread
 * ({ items, total, unread, page, pageSize, pageCount }); ?format=csv downloads all of them. ADMIN only.
 */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  const { page, format } = readQuery(request, inboxQuerySchema);
  return format === "csv" ? csvDownload(contactMessagesCsv(admin)) : json(await listContactMessages(admin, page));
});
