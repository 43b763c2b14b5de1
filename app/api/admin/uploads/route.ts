import { badRequest, json, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { MAX_UPLOAD_BYTES, saveUploadedImage, tooLarge } from "@/lib/uploads/images";

/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Reads the body, refusing (413) as soon as it grows past `limit`, whatever Content-Length claimed. */
async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * POST /api/admin/uploads (multipart/form-data, field `file`): a JPEG, PNG or
 * WebP image of at most 5 MB → 201 { url: "/uploads/<name>" }. ADMIN only.
 */
export const POST = route(async (request) => {
  await requireAdmin(request);
  const body = await readBody(request, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD);
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, {
      headers: { "Content-Type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw badRequest("Send the image as multipart/form-data with a field named file.");
  }
  const file = form.get("file");
  if (!(file instanceof File)) throw badRequest("Send the image as multipart/form-data with a field named file.");
  const { url } = await saveUploadedImage(file);
  return json({ url }, { status: 201 });
});
