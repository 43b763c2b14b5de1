// Runs once when a server instance starts (npm start, next start, Vercel).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./lib/config/stop-on-config-problem");
  }
}
