// The port the web server listens on: PORT (npm start, npm run serve) or
// server.mjs's --port. Plain JavaScript: server.mjs and scripts/start.mjs
// read it before Next is loaded.

export const DEFAULT_PORT = 3000;

/**
 * The port a value names, DEFAULT_PORT when it is unset or blank, or null when
 * it is not a port from 1 to 65535 written in digits. Port 0 is refused: the
 * system would pick a port at random, which no proxy or health check knows.
 * @param {string | undefined} value
 * @returns {number | null}
 */
export function listenPort(value) {
  const text = value?.trim();
  if (!text) return DEFAULT_PORT;
  if (!/^\d{1,5}$/.test(text)) return null;
  const port = Number(text);
  return port >= 1 && port <= 65535 ? port : null;
}
