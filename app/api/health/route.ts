import { json } from "@/lib/api/http";
import { sharedHealthCheck } from "@/lib/health";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/observability/database-outage.mjs";
import { describeError, describePath, log } from "@/lib/observability/log.mjs";
import { requestIdFor } from "@/lib/observability/request-id.mjs";

export const dynamic = "force-dynamic";

/**
 * GET /api/health → 200 { status: "ok", database: "reachable" } or 503 { status: "unavailable", database: "unreachable" }.
 * Public and unthrottled, so it never costs more than about one `SELECT 1` a second however often it is asked
 * (sharedHealthCheck); each 503 is still logged with its own request id.
 */
export async function GET(request: Request) {
  const { report, failure } = await sharedHealthCheck();
  if (report.status === "ok") return json(report);
  const requestId = requestIdFor(request.headers);
  log.error("health check failed", {
    requestId,
    method: request.method,
    ...describePath(request.url),
    status: 503,
    error: describeError(failure),
  });
  return json(report, {
    status: 503,
    headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "X-Request-Id": requestId },
  });
}
