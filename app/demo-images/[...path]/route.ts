// Serves the demo catalogue's pictures, drawn on request by lib/demo/images.ts
// (small deterministic SVGs, so they can be cached for ever).
import { IMMUTABLE_IMAGE_HEADERS, imageNotFound } from "@/lib/api/image-responses";
import { parseDemoImagePath } from "@/lib/demo/images";

export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const svg = parseDemoImagePath(path ?? []);
  if (svg === null) return imageNotFound();
  return new Response(svg, {
    status: 200,
    headers: {
      ...IMMUTABLE_IMAGE_HEADERS,
      "Content-Type": "image/svg+xml",
      // The SVGs carry no scripts; this keeps it that way if one is opened directly.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
