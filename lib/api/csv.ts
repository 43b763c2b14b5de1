import { csvStream, type CsvExport } from "@/lib/csv";

/** An export as a download: streamed, never cached, under a file name any browser accepts. */
export function csvDownload(file: CsvExport): Response {
  const safeName = file.filename.replace(/[^A-Za-z0-9._-]/g, "_");
  return new Response(csvStream(file), {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${safeName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
