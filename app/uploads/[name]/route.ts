// Serves product images uploaded by admins (lib/uploads/images.ts). Next
// serves only the public/ files that exist at build time, so uploads made
// while the shop runs need this handler. Names are random and never reused,
// so a file can be cached for ever.
import { readUploadedImage } from "@/lib/uploads/images";

type Context = { params: Promise<{ name: string }> };

export async function GET(_request: Request, { params }: Context) {
  const image = await readUploadedImage((await params).name);
  if (!image) {
    return new Response("Not found\n", {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }
  return new Response(new Uint8Array(image.body), {
    status: 200,
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.body.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}
