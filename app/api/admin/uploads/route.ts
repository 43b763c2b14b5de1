import { badRequest, json, mediaTypeOf, readFormData, route, unsupportedMediaType } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { IMAGE_TEXT, imageTooLarge, MAX_UPLOAD_BYTES } from "@/lib/uploads/images";
import { uploadImage } from "@/lib/uploads/media";

/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
const FORM_HELP = IMAGE_TEXT.sendAsForm;

/**
 * POST /api/admin/uploads (multipart/form-data, field `file`): a JPEG, PNG or
 * WebP image of at most 5 MB → 201 { url: "/media/<sha256>.<ext>" }, or 200
 * with the same URL when those bytes were uploaded before. ADMIN only. 415
 * for any other Content-Type (JSON, a bare image body), before the body is read.
 */
export const POST = route(async (request) => {
  const viewer = await requireAdmin(request);
  if (mediaTypeOf(request) !== "multipart/form-data") throw unsupportedMediaType(FORM_HELP);
  const form = await readFormData(request, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, imageTooLarge, FORM_HELP);
  const file = form.get("file");
  if (!(file instanceof File)) throw badRequest(FORM_HELP);
  const { url, created } = await uploadImage(viewer, file);
  return json({ url }, { status: created ? 201 : 200 });
});
