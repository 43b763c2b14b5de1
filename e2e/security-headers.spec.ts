import { expect, test, type APIResponse, type Page } from "./support/test";
import { firstChoice, SEEDED_PRODUCTS_API, withoutOptions } from "./support/catalog";

// Security headers (docs/adr/0003-content-security-policy.md): a nonce-based
// Content-Security-Policy on the pages rendered per request, a static one on the
// cached catalogue pages, a policy that runs nothing on the /api and images,
// Cross-Origin-Opener-Policy, and HSTS when the proxy in front reports https.
// Then the browser's view: no CSP violation while a shopper browses to a
// sandbox payment, and Razorpay's real checkout.js flow (script, payment
// iframe, beacons, a bank pop-up reporting back through window.opener) allowed
// under both policies. There is no network here, so Razorpay's hosts are
// served by stand-ins; the browser applies the policy before a request is made,
// so a blocked host is blocked all the same.

let counter = 0;
const nextAddress = () => `198.51.100.${(process.pid * 7 + ++counter * 13) % 250}`;

async function newShopper(page: Page) {
  const email = `csp-${Date.now()}-${process.pid}-${++counter}@e2e.example`;
  const password = "csp-e2e-password-2025";
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": nextAddress() });
  const signup = await page.request.post("/api/auth/signup", { data: { name: "Meera Nair", email, password } });
  expect(signup.ok(), await signup.text()).toBe(true);
  const login = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
}

async function addProductThroughApi(page: Page) {
  const products: Array<{ _id: string }> = await (await page.request.get(SEEDED_PRODUCTS_API)).json();
  for (const product of products) {
    const add = await page.request.post("/api/cart/add", {
      data: { productId: product._id, quantity: 1, ...firstChoice(product) },
    });
    if (add.ok()) return;
  }
  throw new Error("No product could be added to the cart.");
}

/** A product page (cached) of a product in stock. */
async function someProductPath(page: Page): Promise<string> {
  const products: Array<{ slug: string; inStock: boolean }> = await (
    await page.request.get(SEEDED_PRODUCTS_API)
  ).json();
  // One without sizes or colours: its Add to Cart adds it without a choice to make first.
  return `/product/${products.find((product) => product.inStock && withoutOptions(product))!.slug}`;
}

/** The policy's directives, by name. */
function policyOf(response: APIResponse | { headers(): Record<string, string> }): Map<string, string[]> {
  const header = response.headers()["content-security-policy"];
  expect(header, "Content-Security-Policy header").toBeTruthy();
  return new Map(
    header!.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

const RAZORPAY = {
  script: ["https://checkout.razorpay.com", "https://cdn.razorpay.com"],
  frame: ["https://api.razorpay.com"],
  connect: ["https://lumberjack.razorpay.com", "https://lumberjack-metrics.razorpay.com"],
};

/** What every page policy must say, nonce or not. */
function expectPagePolicyBasics(policy: Map<string, string[]>) {
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'self'"]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  // Scripts from this origin and Razorpay's checkout only; nothing like https: or *.
  const scriptHosts = policy.get("script-src")!.filter((source) => !source.startsWith("'"));
  expect(scriptHosts).toEqual(RAZORPAY.script);
  expect(policy.get("frame-src")).toEqual(RAZORPAY.frame);
  expect(policy.get("connect-src")).toEqual(["'self'", ...RAZORPAY.connect]);
  expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
}

/** The nonce of a per-request page's policy; fails for a policy without one or with an inline allowance. */
function nonceOf(policy: Map<string, string[]>): string {
  const scriptSrc = policy.get("script-src")!;
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const nonces = scriptSrc.filter((source) => source.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  return nonces[0]!.slice("'nonce-".length, -1);
}

/** Every script the HTML carries runs only with the nonce (JSON-LD data blocks never run, so need none). */
function expectScriptsCarry(html: string, nonce: string) {
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  const code = scripts.filter((tag) => !tag.includes('type="application/ld+json"'));
  expect(code.length).toBeGreaterThan(0);
  for (const tag of code) expect(tag).toContain(`nonce="${nonce}"`);
}

/** Collects CSP violations the browser reports in any document the page loads. */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("pages rendered per request carry a fresh nonce policy, and every script on them carries the nonce", async ({
  page,
}) => {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": nextAddress() });
  for (const path of ["/cart", "/login", "/shop?q=backpack"]) {
    const first = await page.request.get(path);
    const second = await page.request.get(path);
    expect(first.status(), path).toBe(200);
    const nonce = nonceOf(policyOf(first));
    expect(nonceOf(policyOf(second)), `${path}: a new nonce per response`).not.toBe(nonce);
    expectPagePolicyBasics(policyOf(first));
    expectScriptsCarry(await first.text(), nonce);
    expect(first.headers()["cross-origin-opener-policy"], path).toBe("same-origin-allow-popups");
    expect(first.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});

test("checkout and the admin console get the nonce policy, which lets Razorpay's checkout in", async ({
  page,
  browser,
}) => {
  await newShopper(page);
  await addProductThroughApi(page);
  const checkout = await page.request.get("/checkout");
  expect(checkout.status()).toBe(200);
  expect(await checkout.text()).toContain("Checkout");
  expectPagePolicyBasics(policyOf(checkout));
  expectScriptsCarry(await checkout.text(), nonceOf(policyOf(checkout)));

  const admin = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": nextAddress() } });
  const login = await admin.request.post("/api/auth/login", {
    data: { email: "admin@kosh.example", password: "admin-demo-2025" },
  });
  expect(login.ok()).toBe(true);
  const orders = await admin.request.get("/admin/orders");
  expect(orders.status()).toBe(200);
  expectPagePolicyBasics(policyOf(orders));
  expectScriptsCarry(await orders.text(), nonceOf(policyOf(orders)));
  expect(orders.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  await admin.close();
});

test("cached catalogue pages keep a static policy and stay cached", async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": nextAddress() });
  for (const path of ["/", "/shop?category=Luggage", await someProductPath(page), "/faq"]) {
    await page.request.get(path);
    let cached = await page.request.get(path);
    expect(cached.status(), path).toBe(200);
    // STALE is the cached copy too, served while Next renders a fresh one in the background.
    expect(["HIT", "STALE"], `${path} is served from Next's cache`).toContain(cached.headers()["x-nextjs-cache"]);
    // On a Node host, server.mjs's response cache in front of Next keeps the fresh copy.
    await expect
      .poll(async () => (cached = await page.request.get(path)).headers()["x-cache"], { message: path })
      .toBe("HIT");
    const policy = policyOf(cached);
    expectPagePolicyBasics(policy);
    // One cached copy serves everyone, so it cannot carry a per-response nonce.
    expect(policy.get("script-src")).toContain("'unsafe-inline'");
    expect(policy.get("script-src")!.some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(cached.headers()["cross-origin-opener-policy"], path).toBe("same-origin-allow-popups");
  }
});

test("a Content-Security-Policy a client sends does not put its nonce into a cached page others get", async ({
  page,
}) => {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": nextAddress() });
  // A browse view nobody asked for yet, so this request renders it and its copy is kept (one product a
  // page: the demo catalogue has more than 50; a brand it does not know would be a 404).
  const path = `/shop?sort=price-desc&pageSize=1&page=${1 + (Date.now() % 50)}`;
  const planted = await page.request.get(path, {
    headers: { "content-security-policy": "script-src 'nonce-PLANTEDNONCE123'" },
  });
  expect(planted.status()).toBe(200);
  expect(await planted.text()).not.toContain("PLANTEDNONCE123");
  const later = await page.request.get(path);
  expect(["HIT", "STALE"]).toContain(later.headers()["x-nextjs-cache"]);
  expect(await later.text()).not.toContain("PLANTEDNONCE123");
});

test("the API and images answer with a policy under which nothing runs or frames them; script files carry none", async ({
  page,
}) => {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": nextAddress() });
  for (const path of ["/api/health", "/api/getproducts/products", "/demo-images/banners/1.svg"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const policy = policyOf(response);
    expect(policy.get("default-src"), path).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors"), path).toEqual(["'none'"]);
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
  // Next's script files are never documents: no policy, no half a kilobyte of headers on each.
  const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(await (await page.request.get("/faq")).text())![1]!;
  const script = await page.request.get(chunk);
  expect(script.status()).toBe(200);
  expect(script.headers()["content-security-policy"]).toBeUndefined();
});

test("HSTS is sent when the proxy in front reports https, and not over plain http", async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": nextAddress() });
  for (const path of ["/", await someProductPath(page), "/api/health"]) {
    const overHttps = await page.request.get(path, { headers: { "x-forwarded-proto": "https" } });
    expect(overHttps.headers()["strict-transport-security"], path).toBe("max-age=63072000");
    const overHttp = await page.request.get(path);
    expect(overHttp.headers()["strict-transport-security"], path).toBeUndefined();
  }
});

test("no CSP violation from home to product, cart and a sandbox payment", async ({ page }) => {
  const violations = await watchCspViolations(page);
  await newShopper(page);
  await page.goto("/");
  // Client-side navigations from here on: the home page's (static) policy stays in force.
  const card = page
    .getByTestId("product-card")
    .filter({ has: page.getByRole("button", { name: "Add to Cart" }) })
    .first();
  await card.getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/product\//);
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByText(/added to your cart\.$/)).toBeVisible();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole("link", { name: /^Cart, 1 item$/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await page.getByRole("dialog", { name: "Proceed to Checkout?" }).getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillShipping(page);
  await page.getByRole("radio", { name: "Pay Online" }).check();
  const total = (await page.getByTestId("checkout-total").textContent())!.trim();
  await page.getByRole("button", { name: `Pay ${total} with Razorpay` }).click();
  await page
    .getByRole("dialog", { name: "Razorpay sandbox" })
    .getByRole("button", { name: `Pay ${total} (succeed)` })
    .click();
  await expect(page.getByText("Payment Successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/order-confirm\?id=/);
  expect(violations).toEqual([]);
});

async function fillShipping(page: Page) {
  await page.getByLabel("Full Name required").fill("Meera Nair");
  await page.getByLabel("Phone", { exact: true }).fill("9876543210");
  await page.getByLabel("Address", { exact: true }).fill("3 Church Street");
  await page.getByLabel("City", { exact: true }).fill("Bengaluru");
  await page.getByLabel("State", { exact: true }).selectOption("Karnataka");
  await page.getByLabel("PIN Code").fill("560001");
}

// A stand-in for https://checkout.razorpay.com/v1/checkout.js that does in our
// page what the real one does: loads Razorpay's risk-detection script, opens
// the payment iframe on api.razorpay.com, sends its beacons and starts its
// blob: Worker. The iframe opens a "bank" window that reports back through
// window.opener, as Razorpay's 3-D Secure and net-banking windows do; then the
// stand-in closes the pop-up as a shopper would (ondismiss).
const STAND_IN_CHECKOUT_JS = `
window.Razorpay = function (options) {
  this.on = function () {};
  this.open = function () {
    var risk = document.createElement("script");
    risk.src = "https://cdn.razorpay.com/static/cx/razorpay-risk-detection/bundle.js";
    document.head.appendChild(risk);
    var worker = new Worker(URL.createObjectURL(new Blob(["postMessage('alive')"], { type: "text/javascript" })));
    worker.onmessage = function () { window.__standIn.worker = true; };
    navigator.sendBeacon("https://lumberjack.razorpay.com/v1/track", "{}");
    fetch("https://lumberjack-metrics.razorpay.com/v1/frontend-metrics", { method: "POST", body: "{}" })
      .then(function () { window.__standIn.beacon = true; });
    window.addEventListener("message", function (event) {
      if (event.origin === "https://api.razorpay.com" && event.data === "bank-window-reported") {
        window.__standIn.bank = true;
        options.modal.ondismiss();
      }
    });
    var frame = document.createElement("iframe");
    frame.src = "https://api.razorpay.com/v1/checkout/public?key_id=" + encodeURIComponent(options.key);
    frame.title = "Razorpay Checkout";
    frame.onload = function () { window.__standIn.frame = true; };
    document.body.appendChild(frame);
  };
};
window.__standIn = {};`;

const STAND_IN_PAYMENT_FRAME = `<!doctype html><title>Razorpay Checkout</title><script>
window.addEventListener("message", function (event) {
  if (event.data === "bank-done") parent.postMessage("bank-window-reported", "*");
});
window.open("https://api.razorpay.com/v1/stand-in-bank", "rzp_bank", "width=400,height=400");
</script>`;

const STAND_IN_BANK_WINDOW = `<!doctype html><title>Bank</title><script>
window.opener.postMessage("bank-done", "*");
window.close();
</script>`;

/** Serves Razorpay's hosts with the stand-ins and makes create-order answer as it does with keys set. */
async function standInForRazorpay(page: Page) {
  const context = page.context();
  await context.route("https://checkout.razorpay.com/v1/checkout.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: STAND_IN_CHECKOUT_JS }),
  );
  await context.route("https://cdn.razorpay.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.__standIn.risk = true;" }),
  );
  await context.route("https://lumberjack*.razorpay.com/**", (route) =>
    route.fulfill({ status: 200, headers: { "access-control-allow-origin": "*" }, body: "" }),
  );
  await context.route("https://api.razorpay.com/v1/checkout/public*", (route) =>
    route.fulfill({ contentType: "text/html", body: STAND_IN_PAYMENT_FRAME }),
  );
  await context.route("https://api.razorpay.com/v1/stand-in-bank", (route) =>
    route.fulfill({ contentType: "text/html", body: STAND_IN_BANK_WINDOW }),
  );
  // The server has no Razorpay keys here (and no network to reach Razorpay's
  // Orders API), so it would answer with its sandbox; with keys it answers
  // like this, and the page loads checkout.js.
  await page.route("**/api/payment/create-order", async (route) => {
    const sandbox = await (await route.fetch()).json();
    await route.fulfill({ json: { ...sandbox, sandbox: false, key: "rzp_test_StandInKey0001" } });
  });
}

async function payWithCheckoutJs(page: Page) {
  await page.getByRole("radio", { name: "Pay Online" }).check();
  const total = (await page.getByTestId("checkout-total").textContent())!.trim();
  await page.getByRole("button", { name: `Pay ${total} with Razorpay` }).click();
  // The whole chain ran: script, risk bundle, Worker, beacons, iframe, bank pop-up → ondismiss.
  await expect(page.getByText("Payment cancelled. Your order is not paid; you can try again.")).toBeVisible();
  const ran = await page.evaluate(() => (window as unknown as { __standIn: Record<string, boolean> }).__standIn);
  expect(ran).toEqual({ risk: true, worker: true, beacon: true, frame: true, bank: true });
}

test("real checkout.js: loaded on /checkout with the page's nonce, its iframe and bank pop-up work", async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  await newShopper(page);
  await addProductThroughApi(page);
  await standInForRazorpay(page);
  const response = await page.goto("/checkout");
  const nonce = nonceOf(policyOf(response!));
  await fillShipping(page);
  await payWithCheckoutJs(page);
  const scriptNonce = await page
    .locator('script[src="https://checkout.razorpay.com/v1/checkout.js"]')
    .evaluate((script: HTMLScriptElement) => script.nonce);
  expect(scriptNonce).toBe(nonce);
  expect(violations).toEqual([]);
});

test("real checkout.js: a shopper who arrived on a cached product page pays under its static policy", async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  await newShopper(page);
  await standInForRazorpay(page);
  const response = await page.goto(await someProductPath(page));
  expect(policyOf(response!).get("script-src")).toContain("'unsafe-inline'"); // the cached page's policy
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByText(/added to your cart\.$/)).toBeVisible();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole("link", { name: /^Cart, 1 item$/ }).click();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await page.getByRole("dialog", { name: "Proceed to Checkout?" }).getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillShipping(page);
  await payWithCheckoutJs(page);
  expect(violations).toEqual([]);
});
