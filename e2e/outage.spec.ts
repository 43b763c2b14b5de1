import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext, type APIResponse } from "./support/test";
import { createDatabaseIfMissing } from "../scripts/db/database.mjs";
import { findFreePort, startEmbeddedPostgres } from "../scripts/db/embedded.mjs";

// The shop through a database outage, as shoppers, API clients and operators
// see it. PostgreSQL really stops, so this spec runs its own production server
// (scripts/start.mjs → server.mjs, NODE_ENV=production) on its own embedded
// PostgreSQL, apart from the server the other specs share.
//
// With the database stopped: APIs answer 503 in the shop's error shape with
// Retry-After and X-Request-Id, cached pages are still served, other pages
// answer a 503 error page, /api/health says "unreachable" and nothing more.
// None may wait on the stopped database: a request still unanswered after
// OUTAGE_HANG_MS fails the test as hung. How fast they answer is printed, not
// asserted (timings depend on the machine). When the database is back the same requests succeed
// without restarting the web server. Every error is one JSON log line with the
// request id the response returned, and no secret reaches the log.

test.describe.configure({ mode: "serial", timeout: 300_000 });

const SHOPPER = { email: "outage-shopper@kosh.example", password: "outage-drill-2026" };
const ADMIN = { email: "outage-admin@kosh.example", password: `admin-${randomBytes(8).toString("hex")}` };
// Marked values sent with requests: none may appear in the server's output.
const SECRET_COOKIE = `next-auth.session-token=cookie-${randomBytes(8).toString("hex")}`;
const SECRET_BEARER = `bearer-${randomBytes(8).toString("hex")}`;
const SECRET_PASSWORD = `password-${randomBytes(8).toString("hex")}`;

/** Far beyond a fast refusal (tens of milliseconds), short of a connect timeout's retries: a request this slow hangs. */
const OUTAGE_HANG_MS = 10_000;

type Postgres = Awaited<ReturnType<typeof startEmbeddedPostgres>>;

let dataDir: string;
let pgPort: number;
let postgres: Postgres | undefined;
let shop: ChildProcess | undefined;
let base: string;
const output: string[] = [];

async function startPostgres() {
  postgres = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "postgres"), port: pgPort });
  return postgres;
}

/** Starts `npm start`'s script against our PostgreSQL and resolves once the server listens. */
async function startShop(databaseUrl: string, port: number) {
  shop = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      NEXTAUTH_URL: base,
      NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
      KOSH_DATA_DIR: dataDir,
      // A shop with a database of its own takes its own part of the run's Redis: sharing
      // the e2e shop's would let that shop's orders expire this one's pages mid-outage.
      REDIS_KEY_PREFIX: `kosh-outage-${randomBytes(4).toString("hex")}`,
      DEMO_SHOPPER_EMAIL: SHOPPER.email,
      DEMO_SHOPPER_PASSWORD: SHOPPER.password,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_FORMAT: "",
      LOG_LEVEL: "",
      TRUSTED_REQUEST_ID_HEADER: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output.push(...String(chunk).split("\n").filter(Boolean));
      if (String(chunk).includes("Ready in")) resolve();
    };
    shop!.stdout!.on("data", collect);
    shop!.stderr!.on("data", collect);
    shop!.once("exit", (code) => reject(new Error(`the shop exited (${code}):\n${output.join("\n")}`)));
  });
  await ready;
}

test.beforeAll(async () => {
  // Start-up (migrations, seed, server) on a busy 2-core machine can take a while.
  test.setTimeout(180_000);
  // Not mkdtemp: its folder is private, and PostgreSQL runs as another user when started as root.
  dataDir = path.join(os.tmpdir(), `kosh-outage-${process.pid}-${randomBytes(4).toString("hex")}`);
  pgPort = await findFreePort();
  const port = await findFreePort();
  base = `http://127.0.0.1:${port}`;
  const pg = await startPostgres();
  await createDatabaseIfMissing(pg.adminUrl, "kosh");
  await startShop(pg.urlFor("kosh"), port);
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach("shop output", { body: output.join("\n"), contentType: "text/plain" });
  }
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  if (shop && shop.exitCode === null) {
    const exited = new Promise((resolve) => shop!.once("exit", resolve));
    shop.kill("SIGTERM");
    await exited;
  }
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** One request, timed. Sends the marked secrets a real client might carry. */
async function timed(request: APIRequestContext, method: "GET" | "POST", url: string, data?: unknown) {
  const started = Date.now();
  const response = await request.fetch(`${base}${url}`, {
    method,
    data,
    maxRedirects: 0,
    timeout: OUTAGE_HANG_MS,
    headers: { Cookie: SECRET_COOKIE, Authorization: `Bearer ${SECRET_BEARER}` },
  });
  return { response, ms: Date.now() - started };
}

const login = (request: APIRequestContext, password = SHOPPER.password) =>
  timed(request, "POST", "/api/auth/login", { email: SHOPPER.email, password });

function expectUnavailable({ response }: { response: APIResponse }) {
  expect(response.status()).toBe(503);
  expect(response.headers()["retry-after"]).toBe("5");
  expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
}

test("the shop answers through a database outage without hanging, recovers by itself and logs what happened", async ({
  request,
  page,
}) => {
  const timings: Record<string, number> = {};

  // Before: a product page is cached (ISR) by being visited; another one never is.
  const list = await request.get(`${base}/api/getproducts/products?pageSize=2`);
  expect(list.status()).toBe(200);
  const [cached, uncached] = ((await list.json()) as Array<{ slug: string }>).map((p) => `/product/${p.slug}`);
  expect((await request.get(`${base}${cached}`)).status()).toBe(200);
  // Next stores a page it rendered after answering: on a loaded machine the next request may come first.
  let cachedState: string | undefined;
  for (let attempt = 1; attempt <= 3 && cachedState !== "HIT"; attempt++)
    cachedState = (await request.get(`${base}${cached}`)).headers()["x-nextjs-cache"];
  expect(cachedState).toBe("HIT");
  expect((await login(request)).response.status()).toBe(200);
  // A cached catalogue answer carries this request's id, not the stored one's.
  const apiIds = await Promise.all(
    [1, 2].map(
      async () => (await request.get(`${base}/api/getproducts/products?pageSize=2`)).headers()["x-request-id"],
    ),
  );
  expect(apiIds[0]).not.toBe(apiIds[1]);

  await postgres!.stop();
  const outputBefore = output.length;

  // An API: 503 in the shop's error shape.
  const api = await login(request, SECRET_PASSWORD);
  expectUnavailable(api);
  expect(await api.response.json()).toEqual({
    message: "The shop is temporarily unavailable. Please try again shortly.",
    code: "UNAVAILABLE",
  });
  timings["POST /api/auth/login"] = api.ms;

  // next-auth's own sign-in says the same, not "wrong password" (lib/auth/options.ts, surfacingSignInOutage).
  const { csrfToken } = (await (await request.get(`${base}/api/auth/csrf`)).json()) as { csrfToken: string };
  const signInStarted = Date.now();
  const signIn = await request.post(`${base}/api/auth/callback/credentials`, {
    form: { csrfToken, email: SHOPPER.email, password: SECRET_PASSWORD, json: "true" },
    maxRedirects: 0,
    timeout: OUTAGE_HANG_MS,
  });
  const nextAuth = { response: signIn, ms: Date.now() - signInStarted };
  expectUnavailable(nextAuth);
  expect(await signIn.json()).toEqual(await api.response.json());
  expect(signIn.headers()["set-cookie"] ?? "").not.toContain("session-token");
  timings["POST /api/auth/callback/credentials"] = nextAuth.ms;

  // A cached page is still served.
  const cachedPage = await timed(request, "GET", cached!);
  expect(cachedPage.response.status()).toBe(200);
  expect(await cachedPage.response.text()).toContain("Add to Cart");
  timings[`GET ${cached} (cached)`] = cachedPage.ms;

  // A page that needs the database: a 503 error page, not a 500 or a hang.
  const uncachedPage = await timed(request, "GET", uncached!);
  expectUnavailable(uncachedPage);
  timings[`GET ${uncached} (not cached)`] = uncachedPage.ms;

  // Health: "unreachable", without the host, port or driver's message.
  const health = await timed(request, "GET", "/api/health");
  expectUnavailable(health);
  const healthText = await health.response.text();
  expect(JSON.parse(healthText)).toEqual({ status: "unavailable", database: "unreachable" });
  for (const detail of ["127.0.0.1", String(pgPort), "ECONNREFUSED", "reach database", "Prisma"]) {
    expect(healthText).not.toContain(detail);
  }
  timings["GET /api/health"] = health.ms;

  // What a shopper sees on that page.
  const shown = await page.goto(`${base}${uncached}`);
  expect(shown?.status()).toBe(503);
  await expect(page.getByRole("heading", { name: "The shop is briefly unavailable" })).toBeVisible();

  // Operators: one JSON line per failed request, with the id its response returned.
  const outageLines = output.slice(outputBefore);
  const entries = outageLines.map((line) => JSON.parse(line) as Record<string, unknown>);
  for (const { response } of [api, nextAuth, uncachedPage, health]) {
    const id = response.headers()["x-request-id"];
    const lines = entries.filter((entry) => entry.requestId === id);
    expect(lines, `log lines for ${response.url()}`).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "error", status: 503 });
  }

  // The database comes back; the same web server answers again.
  await startPostgres();
  // The first connection to a PostgreSQL just started can outlast the 2 s connect timeout on a loaded machine
  // (a 503 "timeout expired", CI once): the shop recovers by itself within a few tries, without a restart.
  await expect.poll(async () => (await login(request)).response.status(), { timeout: 30_000 }).toBe(200);
  expect((await timed(request, "GET", uncached!)).response.status()).toBe(200);
  expect((await timed(request, "GET", "/api/health")).response.status()).toBe(200);

  const everything = output.join("\n");
  for (const secret of [SECRET_COOKIE, SECRET_BEARER, SECRET_PASSWORD, SHOPPER.password]) {
    expect(everything).not.toContain(secret);
  }
  console.log(
    "Answer times with PostgreSQL stopped:\n" +
      Object.entries(timings)
        .map(([what, ms]) => `  ${what}: ${ms} ms`)
        .join("\n"),
  );
});

test("the admin console through a database outage: its own error page with Try again, and 503 from its API", async ({
  page,
}) => {
  const signedIn = await page.request.post(`${base}/api/auth/login`, { data: ADMIN });
  expect(signedIn.status()).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  await page.goto(`${base}/admin/orders`);
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();

  await postgres!.stop();

  // The console's page: a 503 with the console's own words, not the shop's "briefly unavailable" page.
  const shown = await page.goto(`${base}/admin/orders`, { timeout: OUTAGE_HANG_MS });
  expect(shown?.status()).toBe(503);
  await expect(page.getByRole("heading", { name: "The database cannot be reached right now" })).toBeVisible();
  const text = await page.locator("body").innerText();
  for (const detail of ["127.0.0.1", String(pgPort), "ECONNREFUSED", "Prisma", "briefly unavailable"]) {
    expect(text).not.toContain(detail);
  }

  // Its API: the shop's 503, for a read and for a write.
  for (const [method, url] of [
    ["GET", "/api/admin/orders"],
    ["POST", "/api/admin/orders/not-an-order/cancel"],
  ] as const) {
    const response = await page.request.fetch(`${base}${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      maxRedirects: 0,
      timeout: OUTAGE_HANG_MS,
    });
    expectUnavailable({ response });
    expect(await response.json()).toMatchObject({ code: "UNAVAILABLE" });
  }

  // The database comes back: Try again shows the page, without reloading it.
  await startPostgres();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  expect(output.join("\n")).not.toContain(ADMIN.password);
});
