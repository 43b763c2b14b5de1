#!/usr/bin/env node
// The production web server on a Node host: `npm start` and `npm run serve`
// run it, and so do the e2e tests and the bench. It is `next start` plus a few
// things: public /api GET responses (the catalogue listings) are answered from
// a small in-memory shared cache (lib/http/response-cache.mjs; emptied on
// every instance at once through Redis when REDIS_URL is set), as a CDN
// answers them on Vercel, where this file is not used, and so are immutable
// files (build files compressed once, pictures read once); the route handlers
// learn the client's address from the socket (lib/http/client-address.mjs);
// and every request gets an id (X-Request-Id), while those Next answers are
// logged when slow and answer 503, not 500, when they failed because the
// database is unavailable (lib/observability/server-requests.mjs), and a
// permanent redirect a cached page answers is one browsers do not keep
// (lib/http/redirect-caching.mjs), and its 404 (an unknown product) one no
// shared cache keeps (lib/http/not-found-caching.mjs).
//
//   node server.mjs [--port 3000] [--hostname 0.0.0.0]
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  addressThroughProxies,
  CLIENT_ADDRESS_HEADER,
  markClientAddressHeaderSet,
  proxyHopsProblem,
  trustedProxyHops,
} from "./lib/http/client-address.mjs";
import { listenPort } from "./lib/http/listen-port.mjs";
import { sendPermanentRedirectsUncachedByBrowsers } from "./lib/http/redirect-caching.mjs";
import { sendNotFoundUnshared } from "./lib/http/not-found-caching.mjs";
import { MALFORMED_ADDRESS, malformedPath } from "./lib/http/request-target.mjs";
import { createResponseCache, immutableFilePath, registerResponseCache } from "./lib/http/response-cache.mjs";
import { shareResponseCache } from "./lib/http/shared-response-cache.mjs";
import { markServerAssignsRequestIds } from "./lib/observability/request-id.mjs";
import {
  createRequestObserver,
  logUncaughtErrors,
  slowRequestThreshold,
} from "./lib/observability/server-requests.mjs";

// Like `next start`: this server only serves the production build.
process.env.NODE_ENV ??= "production";
// `next` reads NODE_ENV when it loads, so it is imported after the line above.
const { default: next } = await import("next");

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

const givenPort = option("port") ?? process.env.PORT;
const port = listenPort(givenPort);
if (port === null) {
  const name = option("port") === undefined ? "PORT" : "--port";
  console.error(`✖ ${name} must be a port number from 1 to 65535, not "${givenPort}".`);
  process.exit(1);
}
const hostname = option("hostname");

// The client's address comes from the socket, or from the proxies the
// operator says are in front (TRUSTED_PROXY_HOPS), never from a header.
const hopsProblem = proxyHopsProblem();
if (hopsProblem) {
  console.error(`✖ ${hopsProblem}`);
  process.exit(1);
}
const proxyHops = trustedProxyHops();
markClientAddressHeaderSet();

let observeRequest;
try {
  observeRequest = createRequestObserver({ slowMs: slowRequestThreshold() });
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}

const started = Date.now();
// quiet: Next does not print the errors it catches; instrumentation.ts logs each as one line.
// Next is told "localhost" whatever --hostname says (that is only where we
// listen): proxy.ts's rewrites carry the URL Next gives it, which names
// localhost, and a rewrite to any other origin than Next's own is fetched
// over HTTP as an external URL, through proxy.ts again.
const app = next({ dev: false, dir: projectRoot, hostname: "localhost", port, quiet: true });
const handle = app.getRequestHandler();
await app.prepare();

// With REDIS_URL, a clear on any instance clears every instance's (lib/http/shared-response-cache.mjs).
const responses = shareResponseCache(createResponseCache());
registerResponseCache(responses);
// Immutable files (Next's build files, compressed once per encoding instead of
// on every request; pictures, read from the database once), as a CDN keeps them
// on Vercel. Never cleared: what an address names never changes, so a hard
// reload's no-cache gets the kept bytes too.
const immutableFiles = createResponseCache({
  eligiblePath: immutableFilePath,
  freshOnNoCache: false,
  maxBodyBytes: 1024 * 1024,
});

markServerAssignsRequestIds();
logUncaughtErrors();

const server = http.createServer((request, response) => {
  // Overwrites whatever a client sent under this name (Node lower-cases header names).
  request.headers[CLIENT_ADDRESS_HEADER] = addressThroughProxies(
    request.headers["x-forwarded-for"],
    request.socket.remoteAddress,
    proxyHops,
  );
  const observed = observeRequest(request, response);
  // Next answers an undecodable path ("/%", "/product/%E0%A4") with a 500: a client's mistake, a 400.
  if (malformedPath(request.url)) {
    response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    response.end(MALFORMED_ADDRESS);
    return;
  }
  if (responses.serve(request, response) || immutableFiles.serve(request, response)) return;
  observed.watch();
  sendPermanentRedirectsUncachedByBrowsers(response);
  sendNotFoundUnshared(response);
  responses.record(request, response);
  immutableFiles.record(request, response);
  handle(request, response).catch((error) => observed.fail(error));
});
// Longer than a load balancer's idle timeout, so it never reuses a closed connection.
server.keepAliveTimeout = 65_000;

server.listen(port, hostname, () => {
  const address = server.address();
  const shown = typeof address === "object" && address ? `http://${hostname ?? "localhost"}:${address.port}` : "";
  console.log(`✓ Ready in ${Date.now() - started}ms on ${shown}`);
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  // Finish the requests in flight, then leave; never wait more than 10 s.
  setTimeout(() => process.exit(0), 10_000).unref();
  server.close(() => app.close().finally(() => process.exit(0)));
  server.closeIdleConnections();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
