// Serves the demo catalogue's pictures, drawn on request by lib/demo/images.ts
// (small deterministic SVGs, so they can be cached for ever).
import { parseDemoImagePath } from "@/lib/demo/images";

export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const svg = parseDemoImagePath(path ?? []);
  if (svg === null) {
    return new Response("Not found\n", {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }
  return new Response(svg, {
    status: 200,
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      // The SVGs carry no scripts; this keeps it that way if one is opened directly.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
