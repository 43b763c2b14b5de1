// Serves the files admins uploaded before uploads moved into the database
// (docs/adr/0012-uploads-and-jobs-on-several-instances.md), from this instance's UPLOAD_DIR,
// for addresses that were copied elsewhere (a mail, a bookmark) before start-up
// rewrote the shop's own rows to /media/. Nothing new is written there. Names
// are random and never reused, so a file can be cached for ever.
import { IMMUTABLE_IMAGE_HEADERS, imageNotFound } from "@/lib/api/image-responses";
import { readUploadedImage } from "@/lib/uploads/images";

type Context = { params: Promise<{ name: string }> };

export async function GET(_request: Request, { params }: Context) {
  const image = await readUploadedImage((await params).name);
  if (!image) return imageNotFound();
  return new Response(new Uint8Array(image.body), {
    status: 200,
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.body.byteLength),
      ...IMMUTABLE_IMAGE_HEADERS,
    },
  });
}
