import { json, readJson, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { markContactMessageRead, messageReadSchema } from "@/lib/content/inbox";

type Context = { params: Promise<{ id: string }> };

/**
 * PATCH /api/admin/inbox/messages/{id} with { read: true } (dealt with) or { read: false } (unread
 * again) → the message with its readAt. ADMIN only.
 */
export const PATCH = route<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const { read } = await readJson(request, messageReadSchema);
  return json(await markContactMessageRead(admin, (await params).id, read));
});
