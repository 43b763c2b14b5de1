import { isDatabaseUnavailable } from "./database-errors";
import { describeError, describePath, log, wasLogged } from "./log.mjs";
import { requestIdFor, serverAssignsRequestIds } from "./request-id.mjs";

// Errors Next.js reports through instrumentation.ts onRequestError: pages and
// layouts that failed to render (error.tsx shows instead), route handlers
// that threw past route(), server actions and the proxy. One log line each.

type ErrorRequest = { path: string; method: string; headers: Record<string, string | string[] | undefined> };
type ErrorContext = { routePath?: string; routeType?: string; revalidateReason?: string };

const MESSAGES: Record<string, string> = {
  render: "page render failed",
  route: "route handler failed",
  action: "server action failed",
  proxy: "proxy failed",
};

// A page that loses its database usually fails several times in one render
// (metadata, page, parallel reads); one line per request says it all.
const reportedOutages = new Set<string>();
const MAX_REMEMBERED = 1000;

export function logRequestError(error: unknown, request: ErrorRequest, context: ErrorContext): void {
  // Logged where it happened (a CSV export whose read failed after its 200, lib/csv.ts); Next reports
  // it again wrapped ("failed to pipe response").
  if (wasLogged(error)) return;
  const requestId = requestIdFor(request.headers);
  const unavailable = isDatabaseUnavailable(error);
  if (unavailable) {
    if (reportedOutages.has(requestId)) return;
    reportedOutages.add(requestId);
    if (reportedOutages.size > MAX_REMEMBERED) reportedOutages.delete(reportedOutages.values().next().value!);
  }
  log.error(MESSAGES[context.routeType ?? ""] ?? "request failed", {
    requestId,
    method: request.method,
    ...describePath(request.path),
    // server.mjs answers an outage's failed page with 503 (next start: 500).
    status: unavailable && serverAssignsRequestIds() ? 503 : 500,
    route: context.routePath,
    revalidate: context.revalidateReason,
    error: describeError(error, { stack: !unavailable }),
  });
}
