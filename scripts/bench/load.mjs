// HTTP load for `npm run bench`: wrk when it is installed (sub-millisecond
// percentiles, little CPU of its own), otherwise a small Node load generator
// (keep-alive http.Agent, same connection count; coarser and it competes with
// the server for the CPU, so prefer wrk: `apt-get install -y wrk`).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
export const WRK_PATH = process.env.WRK_PATH || "/usr/bin/wrk";

export function loadTool() {
  return existsSync(WRK_PATH) ? "wrk" : "node";
}

/**
 * @typedef {{ requests: number, rps: number, p50Ms: number, p99Ms: number, non2xx: number, socketErrors: number, bytes: number }} LoadResult
 */

/**
 * Loads `url` from `connections` keep-alive connections for `seconds`,
 * sending `headers` with every request. With `uniqueSuffix`, each request's URL
 * ends in its own run of punctuation (URL-encoded): a search ignores it, a
 * cache key does not, so every search is a cache miss. Each also comes from an
 * address of its own (X-Forwarded-For in 198.18.0.0/15, the shop trusting one
 * proxy hop): a miss is a search counted against its client address
 * (lib/catalog/search-limit.ts), and this measures what a miss costs, not the throttle.
 * @param {string} url
 * @param {{ seconds: number, connections: number, threads: number, headers?: Record<string, string>, uniqueSuffix?: boolean }} options
 * @returns {Promise<LoadResult>}
 */
export function loadTest(url, { seconds, connections, threads, headers = {}, uniqueSuffix = false }) {
  return loadTool() === "wrk"
    ? wrk(url, { seconds, connections, threads, headers, uniqueSuffix })
    : nodeLoad(url, { seconds, connections, headers, uniqueSuffix });
}

const SUFFIX_MARKS = ["%2E", "%2C", "%3A", "%21", "%3F"];

let runs = 0;
/** A number of its own for each run with unique suffixes: a warm-up's URLs never come back in the run after it. */
const newRunNumber = () => (Math.floor(Date.now() / 1000) % 10_000) * 10 + (runs++ % 10);

/** " .,:!?…" for n, as wrk-report.lua writes it. */
function punctuationSuffix(n) {
  let suffix = "%20";
  for (; n > 0; n = Math.floor(n / 5)) suffix += SUFFIX_MARKS[n % 5];
  return suffix;
}

/** The n-th address of 198.18.0.0/15 (set aside for benchmarks, RFC 2544), as wrk-report.lua makes them too. */
function benchAddress(n) {
  const a = n % 131072;
  return `198.${18 + Math.floor(a / 65536)}.${Math.floor(a / 256) % 256}.${a % 256}`;
}

function wrk(url, { seconds, connections, threads, headers, uniqueSuffix }) {
  return new Promise((resolve, reject) => {
    const args = [
      `-t${threads}`,
      `-c${connections}`,
      `-d${seconds}s`,
      "--timeout",
      "10s",
      ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
      "-s",
      path.join(here, "wrk-report.lua"),
      url,
    ];
    const env = uniqueSuffix ? { ...process.env, WRK_UNIQUE_SUFFIX: String(newRunNumber()) } : process.env;
    const child = spawn(WRK_PATH, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = output.split("\n").find((l) => l.startsWith("WRK_JSON "));
      if (code !== 0 || !line) return reject(new Error(`wrk failed (exit ${code}): ${output.trim()}`));
      const r = JSON.parse(line.slice("WRK_JSON ".length));
      const e = r.errors;
      const none = r.requests === 0; // every response took longer than the run
      resolve({
        requests: r.requests,
        rps: r.requests / (r.durationUs / 1e6),
        p50Ms: none ? NaN : r.latencyUs.p50 / 1000,
        p99Ms: none ? NaN : r.latencyUs.p99 / 1000,
        // wrk counts responses with a status >= 400 (redirects pass as successes).
        non2xx: e.status,
        socketErrors: e.connect + e.read + e.write + e.timeout,
        bytes: r.bytes,
      });
    });
  });
}

function get(url, agent, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on("error", reject);
    });
    request.setTimeout(10_000, () => request.destroy(new Error("timeout")));
    request.on("error", reject);
  });
}

/** The fallback: `connections` keep-alive loops for `seconds`. */
async function nodeLoad(url, { seconds, connections, headers, uniqueSuffix }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let non2xx = 0;
  let socketErrors = 0;
  let bytes = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  let sent = newRunNumber() * 1e8;
  const loop = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      try {
        const response = uniqueSuffix
          ? await get(`${url}${punctuationSuffix(++sent)}`, agent, {
              ...headers,
              "X-Forwarded-For": benchAddress(sent),
            })
          : await get(url, agent, headers);
        bytes += response.bytes;
        if (response.status < 200 || response.status > 299) non2xx++;
        latencies.push(performance.now() - t);
      } catch {
        socketErrors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? NaN;
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    non2xx,
    socketErrors,
    bytes,
  };
}

/**
 * Starts the plain-Node ceiling server (its own process) answering `bytes`-sized bodies.
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>}
 */
export function startCeilingServer(bytes) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, "ceiling-server.mjs"), String(bytes)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise((done) => child.once("exit", done));
    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    };
    child.on("error", reject);
    child.stdout.once("data", (chunk) => {
      const port = /listening (\d+)/.exec(String(chunk))?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}/`, pid: child.pid, stop });
      else reject(new Error(`The ceiling server said: ${chunk}`));
    });
  });
}
