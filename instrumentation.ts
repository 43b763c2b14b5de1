import type { Instrumentation } from "next";

// Runs once when a server instance starts (npm start, next start, Vercel).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./lib/config/stop-on-config-problem");
  }
}

// Every server-side error Next.js catches (a page that failed to render, a
// route handler or server action that threw): one log line with the request's id.
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("./lib/observability/request-errors");
  logRequestError(error, request, context);
};
