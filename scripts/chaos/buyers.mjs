// The shoppers of `npm run chaos`: each signs up, then buys for the whole run,
// alternating cash on delivery and an online payment through the local
// Razorpay sandbox, through the real API. They behave like a careful app:
// every order call carries an Idempotency-Key and is retried with the same
// key until the shop gives a definite answer, so a request cut off by a dead
// server or database is neither lost nor doubled. What the shop acknowledged
// (a 2xx) is written down for the checks afterwards.
import { randomBytes, randomUUID } from "node:crypto";

const SHIPPING = {
  fullName: "Chaos Buyer",
  phone: "9876543210",
  address: "7 Resilience Road",
  city: "Pune",
  country: "India",
  state: "Maharashtra",
  postalCode: "411001",
};

/** MAX_OPEN_COD_ORDERS in lib/orders/place-order.ts. */
const MAX_OPEN_COD_ORDERS = 3;
const REQUEST_TIMEOUT_MS = 15_000;
const LOST_CONFIRMATION_EVERY = 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts every answer by kind, for the report. */
export class Tally {
  statuses = new Map();
  networkErrors = 0;
  retries = 0;
  /** The first few answers that were errors rather than a clear 503: "500 POST /api/…: message". */
  unexpected = [];
  count(status) {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }
  note(status, method, path, body) {
    if (status < 500 || status === 503 || this.unexpected.length >= 10) return;
    this.unexpected.push(`${status} ${method} ${path}: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

/** One HTTP call; `status` 0 when no answer came (connection refused or reset, timeout). */
async function call(
  baseUrl,
  path,
  { token, body, ip, method = body === undefined ? "GET" : "POST", headers = {} },
  tally,
) {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        "x-forwarded-for": ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    tally.count(response.status);
    let parsed = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { text: text.slice(0, 200) };
    }
    tally.note(response.status, method, path, parsed);
    return { status: response.status, body: parsed, retryAfter: Number(response.headers.get("retry-after")) || 0 };
  } catch {
    tally.networkErrors += 1;
    tally.count(0);
    return { status: 0, body: {}, retryAfter: 0 };
  }
}

/** No answer, or the shop said "try again" (5xx, 429): the outcome is not known yet. */
const undecided = (status) => status === 0 || status === 429 || status >= 500;

/**
 * Repeats a call (same body, same Idempotency-Key) until the shop gives a
 * definite answer or `giveUpAt` passes; the last answer is returned.
 */
async function untilDecided(send, tally, giveUpAt) {
  for (;;) {
    const answer = await send();
    if (!undecided(answer.status) || Date.now() > giveUpAt) return answer;
    tally.retries += 1;
    await sleep(Math.min(2000, Math.max(200, answer.retryAfter * 1000 || 300)));
  }
}

export async function signUpBuyers(baseUrl, count, tally) {
  const buyers = [];
  for (let index = 0; index < count; index += 1) {
    // The chaos run plays the one proxy in front of the shop (TRUSTED_PROXY_HOPS=1): a buyer per address.
    const ip = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const email = `chaos-${index}-${randomBytes(3).toString("hex")}@example.in`;
    const password = `chaos password ${index}`;
    const signup = await call(
      baseUrl,
      "/api/auth/signup",
      { ip, body: { name: `Chaos ${index}`, email, password } },
      tally,
    );
    if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${JSON.stringify(signup.body)}`);
    const login = await call(baseUrl, "/api/auth/login", { ip, body: { email, password } }, tally);
    if (!login.body.token) throw new Error(`login failed: ${login.status}`);
    // Each its own delivery number: COD is capped per phone number across accounts too (lib/orders/cod-limits.ts).
    const shipping = { ...SHIPPING, phone: `97${String(index).padStart(8, "0")}` };
    buyers.push({ index, ip, email, token: login.body.token, openCod: 0, shipping });
  }
  return buyers;
}

/**
 * What every buyer was told, for the checks:
 *  placed   — orders the shop acknowledged with a 2xx (COD 201, online create-order 200)
 *  paid     — online orders whose verify answered 200
 *  attempts — order-creating calls made (each Idempotency-Key once), per buyer
 *  confirmationsLost — payments made with neither verify nor webhook (for reconcile to find)
 */
export function newLedger() {
  return {
    placed: new Map(),
    paid: new Set(),
    attempts: new Map(),
    undecided: 0,
    sandboxPaid: 0,
    confirmationsLost: 0,
  };
}

/**
 * One buyer's loop until `deadline`. `admin.deliverOpenCod(buyer)` plays the
 * shop's staff and the clock (delivered orders, a new throttle window), as
 * `npm run bench` does, so the per-shopper limits do not stop the load.
 */
export async function buyUntil(baseUrl, buyer, { productIds, deadline, ledger, tally, admin, events }) {
  let online = buyer.index % 2 === 1;
  const giveUpAt = () => deadline + 60_000;
  const attempt = () => ledger.attempts.set(buyer.email, (ledger.attempts.get(buyer.email) ?? 0) + 1);
  while (Date.now() < deadline) {
    const productId = productIds[Math.floor(Math.random() * productIds.length)];
    const added = await untilDecided(
      () =>
        call(
          baseUrl,
          "/api/cart/add",
          { ...buyer, body: { productId, quantity: 1 + Math.floor(Math.random() * 2) } },
          tally,
        ),
      tally,
      giveUpAt(),
    );
    if (added.status >= 300 && added.status !== 409) continue;

    if (!online) {
      const key = randomUUID();
      attempt();
      const placed = await untilDecided(
        () =>
          call(
            baseUrl,
            "/api/payment/place-order",
            {
              ...buyer,
              headers: { "Idempotency-Key": key },
              body: { paymentMethod: "COD", shippingAddress: buyer.shipping },
            },
            tally,
          ),
        tally,
        giveUpAt(),
      );
      if (placed.status === 201) {
        ledger.placed.set(placed.body.orderId, { buyer: buyer.email, kind: "COD", at: Date.now() });
        events.orderAcknowledged(Date.now());
        buyer.openCod += 1;
      } else if (undecided(placed.status)) ledger.undecided += 1;
      if (buyer.openCod >= MAX_OPEN_COD_ORDERS || placed.body.code === "COD_LIMIT") await admin.deliverOpenCod(buyer);
    } else {
      const key = randomUUID();
      attempt();
      const created = await untilDecided(
        () =>
          call(
            baseUrl,
            "/api/payment/create-order",
            { ...buyer, headers: { "Idempotency-Key": key }, body: { shippingInfo: buyer.shipping } },
            tally,
          ),
        tally,
        giveUpAt(),
      );
      if (created.status === 200 && created.body.order?._id) {
        const orderId = created.body.order._id;
        ledger.placed.set(orderId, { buyer: buyer.email, kind: "ONLINE", at: Date.now() });
        events.orderAcknowledged(Date.now());
        // The shopper pays in the pop-up once; if that answer is lost, the shop must find the payment itself.
        // Every LOST_CONFIRMATION_EVERY-th payment also loses both confirmations on purpose: the shopper
        // closes the tab before the page can verify, and Razorpay's webhook never arrives. Only the
        // reconcile job can then find it.
        const lost = (ledger.sandboxPaid + 1) % LOST_CONFIRMATION_EVERY === 0;
        const paid = await call(
          baseUrl,
          "/api/payment/sandbox/pay",
          { ...buyer, body: { orderId: created.body.orderId, outcome: "success", deliverWebhook: !lost } },
          tally,
        );
        if (lost && paid.status === 200) {
          ledger.sandboxPaid += 1;
          ledger.confirmationsLost += 1;
        } else if (paid.status === 200 && paid.body.razorpay_signature) {
          ledger.sandboxPaid += 1;
          const verified = await untilDecided(
            () => call(baseUrl, "/api/payment/verify", { ...buyer, body: paid.body }, tally),
            tally,
            giveUpAt(),
          );
          if (verified.status === 200) ledger.paid.add(orderId);
        }
      } else if (undecided(created.status)) ledger.undecided += 1;
      await admin.deliverOpenCod(buyer); // also opens a new throttle window for create-order
    }
    online = !online;
  }
}
