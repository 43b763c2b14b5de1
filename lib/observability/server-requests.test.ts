import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createResponseCache } from "@/lib/http/response-cache.mjs";
import { noteDatabaseUnavailable } from "./database-outage.mjs";
import { createLogger } from "./log.mjs";
import { createRequestObserver, slowRequestThreshold } from "./server-requests.mjs";

// server.mjs's per-request part, on a real HTTP server shaped like it (the
// response cache first, then "Next"): ids, the 503 for a page that failed
// because of an outage, slow-request and failure lines.

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void | Promise<void>;

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(handler: Handler, { slowMs = 1000, env = {} as Record<string, string> } = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const log = createLogger({ env: { NODE_ENV: "production" }, write: (line) => lines.push(JSON.parse(line)) });
  const observeRequest = createRequestObserver({ log, slowMs, env });
  const responses = createResponseCache();
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    const observed = observeRequest(request, response);
    if (responses.serve(request, response)) return;
    observed.watch();
    responses.record(request, response);
    seen.push(String(request.headers["x-request-id"]));
    Promise.resolve()
      .then(() => handler(request, response))
      .catch((error) => observed.fail(error));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Each response's 'close' (the slow-request line) follows its body; give it a moment.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  return { base, lines, seen, settle };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("observeRequest: request ids", () => {
  it("gives every response an X-Request-Id, the same the code behind it reads from the request", async () => {
    const { base, seen } = await serve((_request, response) => {
      response.end("ok");
    });
    const first = await fetch(base);
    const second = await fetch(base);
    expect(first.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect(seen).toEqual([first.headers.get("x-request-id"), second.headers.get("x-request-id")]);
  });

  it("gives an answer from the response cache this request's id, not the stored one's", async () => {
    const { base, seen } = await serve((_request, response) => {
      response.setHeader("Cache-Control", "public, s-maxage=60");
      response.end("[1,2,3]");
    });
    const stored = await fetch(`${base}/api/products`);
    const hit = await fetch(`${base}/api/products`);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(seen).toHaveLength(1);
    expect(hit.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers.get("x-request-id")).not.toBe(stored.headers.get("x-request-id"));
  });

  it("does not take a client's X-Request-Id, only a configured proxy header with an id-like value", async () => {
    const reply: Handler = (_request, response) => {
      response.end("ok");
    };
    const { base: plain } = await serve(reply);
    const forged = await fetch(plain, { headers: { "X-Request-Id": "someone-elses-id" } });
    expect(forged.headers.get("x-request-id")).not.toBe("someone-elses-id");

    const { base } = await serve(reply, { env: { TRUSTED_REQUEST_ID_HEADER: "X-Request-Id" } });
    const trusted = await fetch(base, { headers: { "X-Request-Id": "nginx-5f2c9a" } });
    expect(trusted.headers.get("x-request-id")).toBe("nginx-5f2c9a");
    const junk = await fetch(base, { headers: { "X-Request-Id": "<script>alert(1)</script>" } });
    expect(junk.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("observeRequest: a response that failed because the database is unavailable", () => {
  it("answers 503 with Retry-After instead of Next's 500", async () => {
    const { base } = await serve((_request, response) => {
      noteDatabaseUnavailable(); // what lib/db.ts does when a query finds the database gone
      response.statusCode = 500;
      response.end("<html>error page</html>");
    });
    const response = await fetch(base);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.text()).toBe("<html>error page</html>");
  });

  it("leaves a 500 alone when the outage was over before the request began", async () => {
    noteDatabaseUnavailable(Date.now() - 60_000);
    const { base } = await serve((_request, response) => {
      response.writeHead(500, "Internal Server Error");
      response.end();
    });
    const response = await fetch(base);
    expect(response.status).toBe(500);
    expect(response.headers.get("retry-after")).toBeNull();
  });
});

describe("observeRequest: log lines", () => {
  it("logs a slow request once, with its id, status and duration, and says nothing about fast ones", async () => {
    const { base, lines, settle } = await serve(
      async (request, response) => {
        if (request.url?.startsWith("/slow")) await sleep(150);
        response.end("ok");
      },
      { slowMs: 100 },
    );
    await fetch(`${base}/fast`);
    const slow = await fetch(`${base}/slow?phone=9876543210`);
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "warn",
      msg: "slow request",
      requestId: slow.headers.get("x-request-id"),
      method: "GET",
      path: "/slow",
      query: ["phone"],
      status: 200,
    });
    expect(lines[0]!.durationMs).toBeGreaterThanOrEqual(100);
    expect(JSON.stringify(lines)).not.toContain("9876543210");
  });

  it("logs and answers a request whose handler failed outright", async () => {
    const { base, lines } = await serve(() => {
      throw new Error("handler exploded");
    });
    const response = await fetch(base);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Internal Server Error");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "error",
      msg: "request failed",
      requestId: response.headers.get("x-request-id"),
      status: 500,
      error: { name: "Error", message: "handler exploded" },
    });
  });
});

describe("slowRequestThreshold", () => {
  it("defaults to 1000 ms, turns off with 0 and refuses nonsense", () => {
    expect(slowRequestThreshold({})).toBe(1000);
    expect(slowRequestThreshold({ LOG_SLOW_REQUEST_MS: "250" })).toBe(250);
    expect(slowRequestThreshold({ LOG_SLOW_REQUEST_MS: "0" })).toBe(Infinity);
    expect(() => slowRequestThreshold({ LOG_SLOW_REQUEST_MS: "fast" })).toThrow(/LOG_SLOW_REQUEST_MS/);
  });
});
