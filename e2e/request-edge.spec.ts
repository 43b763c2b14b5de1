import { spawn } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import http from "node:http";
import { expect, test } from "./support/test";
import { png } from "../test/images";
import { logInAsAdmin } from "./support/accounts";
import { MALFORMED_ADDRESS } from "../lib/http/request-target.mjs";
import { findFreePort } from "../scripts/db/embedded.mjs";
import { projectRoot } from "../scripts/db/migrations.mjs";
import { baseEnv, startSecondServer, withinOneHourWindow, type Env } from "./support/second-server";

// The request edge through the real HTTP server (docs/adr/0002-client-address-and-request-edge.md):
// per-address limits that a made-up header cannot dodge, state changes from a
// sibling origin refused in a real browser, and production start-up refusing
// unsafe settings with one line.

const SIGNUP_LIMIT = 10; // SIGNUPS_PER_ADDRESS in lib/auth/config.ts
const PASSWORD = "edge-e2e-password-2025";

const uniqueEmail = (label: string) => `edge-${label}-${Date.now()}-${randomBytes(3).toString("hex")}@e2e.example`;
const forgedAddress = (i: number) => `192.0.2.${i + 1}`;

/**
 * Runs a server command that should refuse to start; resolves with its exit
 * code and what it printed. A server still running 15 s after it said Ready
 * (`next start` says so before its start-up check runs) is stopped and reported.
 */
function refusedStart(args: string[], env: Env): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: projectRoot,
      env: env as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const timers = [setTimeout(() => child.kill("SIGKILL"), 90_000)];
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (/Ready in/.test(String(chunk))) timers.push(setTimeout(() => child.kill("SIGTERM"), 15_000));
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("exit", (code) => {
      timers.forEach(clearTimeout);
      resolve({ code, output });
    });
  });
}

/** POST with Node's own client from a chosen local address, so the server sees a real socket address. */
function postFrom(
  localAddress: string,
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(data), ...headers },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on("error", reject);
    request.end(data);
  });
}

test.describe("per-address limits through server.mjs with its default settings", () => {
  let stop: () => Promise<void> = async () => {};
  let baseUrl = "";

  test.beforeAll(async () => {
    // A second production server on the same build and database, trusting no
    // proxy (TRUSTED_PROXY_HOPS unset, as `npm start` and `npm run serve`).
    test.setTimeout(120_000);
    const server = await startSecondServer();
    baseUrl = server.url;
    stop = server.stop;
  });

  test.afterAll(async () => stop());

  test(`${SIGNUP_LIMIT + 1} sign-ups from one socket address with ${SIGNUP_LIMIT + 1} different forwarded addresses: the last is 429`, async () => {
    const statuses = await withinOneHourWindow(async () => {
      // A loopback address of this attempt's own (Linux routes all of 127.0.0.0/8
      // to this machine), so no other test's sign-ups share its limit.
      const socketAddress = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`;
      const statuses: number[] = [];
      for (let i = 0; i <= SIGNUP_LIMIT; i++) {
        const { status } = await postFrom(
          socketAddress,
          `${baseUrl}/api/auth/signup`,
          { name: "Header Forger", email: uniqueEmail(`forger${i}`), password: PASSWORD },
          // Every header a client could hope the shop reads its address from.
          {
            "x-forwarded-for": forgedAddress(i),
            "x-real-ip": forgedAddress(i),
            "x-kosh-client-address": forgedAddress(i),
          },
        );
        statuses.push(status);
      }
      return statuses;
    });
    expect(statuses.slice(0, SIGNUP_LIMIT)).toEqual(Array(SIGNUP_LIMIT).fill(201));
    expect(statuses[SIGNUP_LIMIT]).toBe(429);
  });
});

test("behind a trusted proxy, the address the proxy appended counts, not what the client put in front", async ({
  request,
}) => {
  // The e2e shop trusts one proxy (TRUSTED_PROXY_HOPS=1, playwright.config.ts), played here by the test.
  const statuses = await withinOneHourWindow(async () => {
    // 100.64/10 (shared address space): no other test signs up from it.
    const client = `100.64.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i <= SIGNUP_LIMIT; i++) {
      const response = await request.post("/api/auth/signup", {
        data: { name: "Proxied Forger", email: uniqueEmail(`proxied${i}`), password: PASSWORD },
        headers: { "x-forwarded-for": `${forgedAddress(i)}, ${client}`, "x-kosh-client-address": forgedAddress(i) },
      });
      statuses.push(response.status());
    }
    return statuses;
  });
  expect(statuses.slice(0, SIGNUP_LIMIT)).toEqual(Array(SIGNUP_LIMIT).fill(201));
  expect(statuses[SIGNUP_LIMIT]).toBe(429);
});

/**
 * A reverse proxy as nginx's `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for` makes
 * one: forwards each request to `target`, appending the address it received it from.
 */
async function forwardingProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((incoming, outgoing) => {
    const forwardedFor = [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
    const upstream = http.request(
      new URL(incoming.url ?? "/", target),
      { method: incoming.method, headers: { ...incoming.headers, "x-forwarded-for": forwardedFor } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe("behind two real proxies (TRUSTED_PROXY_HOPS=2)", () => {
  const stops: Array<() => Promise<void>> = [];
  let entry = "";

  test.beforeAll(async () => {
    // Client → outer proxy → inner proxy → server.mjs trusting two hops: the address that counts is
    // the one the outer proxy saw, whatever the client forged and whichever proxy connects last.
    test.setTimeout(120_000);
    const server = await startSecondServer({ env: { TRUSTED_PROXY_HOPS: "2" } });
    stops.push(server.stop);
    const inner = await forwardingProxy(server.url);
    stops.push(inner.close);
    const outer = await forwardingProxy(inner.url);
    stops.push(outer.close);
    entry = outer.url;
  });

  test.afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  test(`the ${SIGNUP_LIMIT + 1}th sign-up from one client is 429 however it forges the header; another client behind the same proxies is not held back`, async () => {
    const { statuses, neighbour } = await withinOneHourWindow(async () => {
      // Two clients of their own on loopback addresses (all of 127.0.0.0/8 is this machine).
      const [client, other] = [randomInt(2, 127), randomInt(128, 255)].map(
        (last) => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${last}`,
      ) as [string, string];
      const signUp = (from: string, label: string, forged: string) =>
        postFrom(
          from,
          `${entry}/api/auth/signup`,
          { name: "Twice Proxied", email: uniqueEmail(label), password: PASSWORD },
          { "x-forwarded-for": forged, "x-kosh-client-address": forged },
        );
      const statuses: number[] = [];
      for (let i = 0; i <= SIGNUP_LIMIT; i++)
        statuses.push((await signUp(client, `hops${i}`, forgedAddress(i))).status);
      const neighbour = (await signUp(other, "hops-other", forgedAddress(0))).status;
      return { statuses, neighbour };
    });
    expect(statuses.slice(0, SIGNUP_LIMIT)).toEqual(Array(SIGNUP_LIMIT).fill(201));
    expect(statuses[SIGNUP_LIMIT]).toBe(429);
    expect(neighbour).toBe(201);
  });
});

test("a page on a sibling origin cannot log the shopper out everywhere, though the browser calls it same-site", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": `100.65.${randomInt(0, 256)}.${randomInt(1, 255)}` },
  });
  const page = await context.newPage();
  const email = uniqueEmail("sibling");
  expect(
    (await page.request.post("/api/auth/signup", { data: { name: "Sibling", email, password: PASSWORD } })).status(),
  ).toBe(201);
  expect((await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } })).status()).toBe(200);
  const signedIn = async () => ((await (await page.request.get("/api/auth/me")).json()) as { user: unknown }).user;
  expect(await signedIn()).not.toBeNull();

  // Another app on the same host, another port: same site, so the browser
  // sends the SameSite=Lax session cookie along and no Sec-Fetch-Site: cross-site.
  const shop = new URL(baseURL!);
  const siblingApp = http.createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end("<!doctype html><title>Sibling</title><p>Another app</p>");
  });
  await new Promise<void>((resolve) => siblingApp.listen(0, shop.hostname, resolve));
  const sibling = new URL(`http://${shop.hostname}:${(siblingApp.address() as { port: number }).port}`);
  await page.goto(sibling.href);
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/logout-all"));
  await page.evaluate(async (target) => {
    await fetch(target, { method: "POST", mode: "no-cors", credentials: "include" });
  }, new URL("/api/auth/logout-all", shop).href);
  // Opaque to the page, but refused at the shop, which changed nothing.
  expect((await answered).status()).toBe(403);

  expect(await signedIn()).not.toBeNull();
  await context.close();
  siblingApp.close();
});

/** A GET with Node's own client: the body as sent (still compressed), and the headers. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

test("Next's script files are compressed once and pictures read once: again they come from memory, the same bytes and headers", async ({
  baseURL,
}) => {
  const html = await (await fetch(`${baseURL}/faq`)).text();
  const chunks = [...html.matchAll(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1]!);
  // A script no other test asked for yet in this server's life is not certain: a MISS is not asserted.
  const url = `${baseURL}${chunks.at(-1)}`;
  const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
  const first = await rawGet(url, browser);
  const again = await rawGet(url, browser);
  expect(first.status).toBe(200);
  expect(again.headers["x-cache"]).toBe("HIT");
  expect(again.body.equals(first.body)).toBe(true);
  for (const name of ["content-encoding", "content-type", "cache-control", "etag", "x-content-type-options"]) {
    expect(again.headers[name], name).toBe(first.headers[name]);
  }
  expect(again.headers["content-encoding"]).toMatch(/^(br|gzip|zstd)$/);
  const revalidated = await rawGet(url, { ...browser, "if-none-match": String(first.headers.etag) });
  expect(revalidated.status).toBe(304);
  // A hard reload (or a header sent to make the server compress the file again) gets the kept bytes too.
  const reload = await rawGet(url, { ...browser, "cache-control": "no-cache", pragma: "no-cache" });
  expect(reload.headers["x-cache"]).toBe("HIT");
  expect(reload.body.equals(first.body)).toBe(true);

  const picture = `${baseURL}/demo-images/banners/2.svg`;
  const drawn = await rawGet(picture, browser);
  const kept = await rawGet(picture, browser);
  expect(kept.headers["x-cache"]).toBe("HIT");
  expect(kept.body.equals(drawn.body)).toBe(true);
  expect(kept.headers["content-security-policy"]).toBe(drawn.headers["content-security-policy"]);
});

test("Next's image optimizer, which no page uses, is off: a guest cannot make the server decode and re-encode the shop's pictures", async ({
  browser,
  baseURL,
}) => {
  // Its own client address (TRUSTED_PROXY_HOPS=1 in the e2e server), so its login counts against nobody else's limit.
  const admin = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "203.0.113.244" } });
  await logInAsAdmin(admin.request);
  const upload = await admin.request.post("/api/admin/uploads", {
    multipart: { file: { name: "edge.png", mimeType: "image/png", buffer: png(640, 480, [randomInt(256), 90, 40]) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { url } = (await upload.json()) as { url: string };
  expect((await fetch(`${baseURL}${url}`)).status).toBe(200);
  // It answered every such request by decoding the whole picture again (never a cache hit), for any guest.
  for (const width of [64, 3840]) {
    const optimized = await fetch(`${baseURL}/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`);
    expect(optimized.status, `w=${width}`).toBe(404);
  }
  await admin.close();
});

test("next-auth's own pages are never kept by a shared cache: its sign-out page holds the visitor's CSRF token", async ({
  page,
}) => {
  await page.request.get("/api/auth/csrf");
  const signout = await page.request.get("/api/auth/signout");
  expect(signout.status()).toBe(200);
  expect(await signout.text()).toContain("csrfToken");
  expect(signout.headers()["cache-control"]).toBe("private, no-store");
  for (const path of ["/api/auth/providers", "/api/auth/session", "/api/auth/csrf"]) {
    const response = await page.request.get(path);
    expect(response.headers()["cache-control"], path).toMatch(/no-store/);
  }
});

test("a page address with a NUL character (%00) is a 400, not an error page from the database", async ({ baseURL }) => {
  // /order-confirm and /checkout looked the id up before: PostgreSQL refuses U+0000 in text.
  for (const path of [
    "/order-confirm?id=ab%00c",
    "/checkout?quotation=ab%00c",
    "/shop?category=a%00b",
    "/hi/product/a%00b",
  ]) {
    const response = await fetch(`${baseURL}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(400);
    expect(await response.text(), path).toBe("Bad request: the address contains a NUL character (%00).");
  }
});

test("a page or /api address whose percent-encoding cannot be decoded is a 400, not Next's 500", async ({
  baseURL,
}) => {
  // Next answered each with "Internal Server Error" (500), unlogged: any client could make 5xx at will.
  for (const path of ["/%", "/product/%E0%A4", "/hi/%c0%ae", "/api/orders/%zz", "/api/getproducts/%"]) {
    const response = await fetch(`${baseURL}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(400);
    expect(await response.text(), path).toBe(MALFORMED_ADDRESS);
    expect(response.headers.get("cache-control"), path).toBe("no-store");
  }
  // A well-formed one is untouched, Hindi included.
  expect((await fetch(`${baseURL}/hi/%E0%A4%95`, { redirect: "manual" })).status).toBe(404);
});

test.describe("production start-up refuses unsafe settings with one line", () => {
  test.describe.configure({ timeout: 120_000 });
  const production = () => ({
    ...baseEnv(),
    NODE_ENV: "production",
    DATABASE_URL: "postgresql://kosh@db.example.internal:5432/kosh",
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
    NEXTAUTH_URL: "https://shop.example.in",
  });

  test("an http NEXTAUTH_URL: server.mjs and npm start both refuse it", async () => {
    const env = { ...production(), NEXTAUTH_URL: "http://shop.example.in" };
    const line =
      '✖ NEXTAUTH_URL must start with https:// in production (over http, passwords and session cookies cross the network readable), not "http://shop.example.in"; only a loopback address such as http://localhost:3000 may use http.';
    const server = await refusedStart(["server.mjs", "--port", String(await findFreePort())], env);
    expect(server.code).toBe(1);
    expect(server.output).toContain(line);
    const start = await refusedStart(["scripts/start.mjs"], { ...env, PORT: String(await findFreePort()) });
    expect(start.code).toBe(1);
    expect(start.output).toContain(line);
  });

  test("the Razorpay sandbox without its second, loudly named switch", async () => {
    const { code, output } = await refusedStart(["server.mjs", "--port", String(await findFreePort())], {
      ...production(),
      RAZORPAY_SANDBOX: "1",
    });
    expect(code).toBe(1);
    expect(output).toContain(
      "✖ RAZORPAY_SANDBOX=1 in production would take fake online payments as real ones: remove it, or, for a demo shop only, also set RAZORPAY_SANDBOX_FAKE_PAYMENTS_IN_PRODUCTION=yes.",
    );
  });

  test("plain `next start`, which cannot see a client's socket address behind a header it sent", async () => {
    const next = `${projectRoot}/node_modules/next/dist/bin/next`;
    const { code, output } = await refusedStart([next, "start", "--port", String(await findFreePort())], production());
    expect(code).toBe(1);
    expect(output).toContain("✖ Plain `next start` cannot tell a client's address from one the client made up");
  });
});
