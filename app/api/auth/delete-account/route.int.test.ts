import { decode } from "next-auth/jwt";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as changePassword } from "@/app/api/auth/password/route";
import { POST as confirmReset } from "@/app/api/auth/password-reset/confirm/route";
import { POST as requestReset } from "@/app/api/auth/password-reset/request/route";
import { GET as getProfile } from "@/app/api/auth/profile/getprofile/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { GET as expireOrders } from "@/app/api/cron/expire-orders/route";
import { GET as reconcile } from "@/app/api/cron/reconcile/route";
import { TaxInvoice } from "@/components/orders/tax-invoice";
import { DELETE_ACCOUNT_TEXT, deletedEmail } from "@/lib/account/delete-account";
import { saveContactMessage } from "@/lib/content/contact";
import { requestExchange } from "@/lib/exchanges/exchanges";
import { createQuotation } from "@/lib/quotations/quotations";
import { authenticate, signUp } from "@/lib/auth/accounts";
import { LOGIN_FAILURES_PER_ACCOUNT } from "@/lib/auth/config";
import { authOptions } from "@/lib/auth/options";
import { hashPassword } from "@/lib/auth/password";
import { passwordResetToken, requestPasswordReset } from "@/lib/auth/password-reset";
import { issueSessionToken } from "@/lib/auth/session-token";
import { prisma } from "@/lib/db";
import { backfillTaxDocuments, getTaxInvoice } from "@/lib/orders/invoice";
import { withUserLock } from "@/lib/user-lock";
import {
  apiRequest,
  bodyOf,
  createUser,
  startOfRateLimitWindow,
  TEST_SECRET,
  useTestSecret,
  viewerFor,
} from "@/test/integration/accounts";
import { pastReconcilePause, product, sandboxPay, startOnline, type Json } from "@/test/integration/checkout";
import { holdLocks, sessionsWaitingOnLocks } from "@/test/integration/locks";
import { createTestOrder } from "@/test/integration/orders";
import { sentMails } from "@/test/integration/outbox";
import { POST as deleteAccount } from "./route";

// POST /api/auth/delete-account end to end through the handler, on a real
// PostgreSQL: what goes, what the law keeps (anonymised), who is refused and
// why, and that nothing of anyone else changes.

const PHOTO = Buffer.from("89504e470d0a1a0a", "hex");

type Shopper = Awaited<ReturnType<typeof createUser>> & { token: string };

/** A shopper with a session token, as login issues it. */
async function shopper(overrides: Parameters<typeof createUser>[0] = {}): Promise<Shopper> {
  const user = await createUser(overrides);
  return { ...user, token: (await issueSessionToken({ id: user.id, tokenVersion: 0 })).token };
}

let addressCounter = 0;
const nextAddress = () => `198.51.100.${(addressCounter = (addressCounter % 200) + 1)}`;

const remove = (
  token: string | undefined,
  body: unknown,
  { query = "", cookie }: { query?: string; cookie?: string } = {},
) => deleteAccount(apiRequest(`/api/auth/delete-account${query}`, { token, cookie, body }), {});

const CRON_SECRET = "cron-secret-for-tests";
const cron = (handler: typeof reconcile, path: string) =>
  handler(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${CRON_SECRET}` } }), {});

const profileWith = (token: string) => getProfile(apiRequest("/api/auth/profile/getprofile", { token }), {});
const logIn = (email: string, password: string) =>
  login(apiRequest("/api/auth/login", { body: { email, password }, ip: nextAddress() }), {});

/** Everything personal of one user: a refused or someone else's deletion must leave it exactly as it was. */
async function everythingOf(user: { id: string; email: string }) {
  const [account, addresses, cart, saved, wishlist, quotations, contact, newsletter, keys, revoked, orders] =
    await Promise.all([
      prisma.user.findUnique({ where: { id: user.id } }),
      prisma.address.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } }),
      prisma.cartItem.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } }),
      prisma.savedItem.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } }),
      prisma.wishlistItem.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } }),
      prisma.quotation.findMany({ where: { userId: user.id }, orderBy: { id: "asc" }, include: { items: true } }),
      prisma.contactMessage.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } }),
      prisma.newsletterSubscription.findMany({ where: { email: user.email } }),
      prisma.idempotencyKey.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } }),
      prisma.revokedSession.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } }),
      prisma.order.findMany({
        where: { userId: user.id },
        orderBy: { id: "asc" },
        include: {
          items: true,
          payments: true,
          refunds: true,
          fulfillmentEvents: true,
          exchange: { include: { items: true, photos: true } },
        },
      }),
    ]);
  return { account, addresses, cart, saved, wishlist, quotations, contact, newsletter, keys, revoked, orders };
}

/** Gives a user one of every personal row the shop keeps, and a delivered, invoiced order with a closed exchange. */
async function fillAccount(user: { id: string; email: string }) {
  const item = await product(129_900, 50);
  await prisma.user.update({
    where: { id: user.id },
    data: { phone: "+919845012345", gstin: "27AAACK1234F1Z0", gstBusinessName: "Rao Traders" },
  });
  await prisma.address.create({
    data: {
      userId: user.id,
      fullName: "Asha Rao",
      phone: "+919845012345",
      street: "12 MG Road, Indiranagar",
      city: "Bengaluru",
      state: "Karnataka",
      postalCode: "560038",
      isDefault: true,
    },
  });
  await prisma.cartItem.create({ data: { userId: user.id, productId: item.id, quantity: 2 } });
  await prisma.savedItem.create({ data: { userId: user.id, productId: item.id } });
  await prisma.wishlistItem.create({ data: { userId: user.id, productId: item.id } });
  await prisma.quotation.create({
    data: {
      userId: user.id,
      budget: 5_000_000,
      specialNotes: "Deliver to our Pune office",
      items: { create: [{ productId: item.id, quantity: 60 }] },
    },
  });
  await prisma.contactMessage.create({
    data: { name: "Asha Rao", email: user.email, subject: "FEEDBACK", message: "Lovely bags.", userId: user.id },
  });
  // Stored as typed; citext matches it to the account's lower-case address.
  await prisma.newsletterSubscription.create({ data: { email: user.email.toUpperCase(), confirmedAt: new Date() } });
  await prisma.idempotencyKey.create({
    data: {
      userId: user.id,
      scope: "payment.place-order",
      key: `key-${user.id}`,
      requestHash: "hash",
      responseStatus: 201,
      responseBody: { orderId: "x" },
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });

  // A delivered order checked out from a quotation, with a rejected exchange that sent a note and a photo.
  const order = await createTestOrder({ userId: user.id, lines: [{ productId: item.id, quantity: 1 }] });
  const ordered = await prisma.quotation.create({
    data: {
      userId: user.id,
      status: "APPROVED",
      budget: 200_000,
      quotedPrice: 129_900,
      specialNotes: "Gift wrap, please",
      items: { create: [{ productId: item.id, quantity: 1 }] },
    },
  });
  const line = await prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
  await prisma.order.update({
    where: { id: order.id },
    data: {
      fulfillmentStatus: "DELIVERED",
      paymentStatus: "PAID",
      quotationId: ordered.id,
      invoiceNumber: `KC/26-27/${order.number}`,
      invoiceIssuedAt: new Date(),
      exchange: {
        create: {
          status: "REJECTED",
          note: "The zip is broken, call me on 98450 12345",
          adminMessage: "Not covered.",
          decidedAt: new Date(),
          items: { create: [{ orderItemId: line.id, quantity: 1, reason: "DEFECTIVE" }] },
          photos: { create: [{ contentType: "image/png", bytes: PHOTO, position: 0 }] },
        },
      },
    },
  }); // An invoice from before documents were stored: stored as it was shown.
  await backfillTaxDocuments();
}

describe("POST /api/auth/delete-account", () => {
  beforeAll(useTestSecret);
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it("deletes what is personal, keeps the orders under an anonymised user, and ends every session", async () => {
    const user = await shopper({ name: "Asha Rao" });
    const other = await shopper({ name: "Kabir Shah" });
    await fillAccount(user);
    await fillAccount(other);

    // Two browsers: one logged in through the login route (with its known-device cookie), one logged out before.
    const loggedIn = await logIn(user.email, user.password);
    expect(loggedIn.status).toBe(200);
    const phone = String((await bodyOf(loggedIn)).token);
    const device = loggedIn.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("kosh_known_device="))!
      .split(";")[0]!;
    await logout(apiRequest("/api/auth/logout", { method: "POST", token: user.token }), {});
    expect(await prisma.revokedSession.count({ where: { userId: user.id } })).toBe(1);

    const before = await everythingOf(user);
    const othersBefore = await everythingOf(other);
    expect(before.orders[0]!.exchange!.photos).toHaveLength(1);
    // Mails in the shop's queue, one sent and one still waiting for SMTP, and one to someone else.
    const queued = { what: "notice", subject: "Hello", text: "Hello", html: "<p>Hello</p>" };
    await prisma.outgoingMail.createMany({
      data: [
        { ...queued, to: user.email, sentAt: new Date() },
        { ...queued, to: user.email, attempts: 1 },
        { ...queued, to: other.email },
      ],
    });

    const response = await remove(phone, { password: user.password }, { cookie: device });
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ message: DELETE_ACCOUNT_TEXT.deleted });
    // Signed out in this browser: the session, the header's hint and the known-device cookie are removed.
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^next-auth\.session-token=; Path=\/; Max-Age=0; .*HttpOnly; SameSite=Lax$/),
      "kosh_signed_in=; Path=/; Max-Age=0; SameSite=Lax",
      "kosh_known_device=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Strict",
    ]);

    const after = await everythingOf(user);
    // Gone.
    expect(after.addresses).toEqual([]);
    expect(after.cart).toEqual([]);
    expect(after.saved).toEqual([]);
    expect(after.wishlist).toEqual([]);
    expect(after.contact).toEqual([]);
    expect(after.keys).toEqual([]);
    expect(after.revoked).toEqual([]);
    expect(await prisma.newsletterSubscription.count({ where: { email: user.email } })).toBe(0);
    expect(await prisma.outgoingMail.count({ where: { to: user.email } })).toBe(0);
    expect(await prisma.outgoingMail.count({ where: { to: other.email } })).toBe(1);
    // Only the quotation the order came from stays, without the shopper's note.
    expect(after.quotations).toHaveLength(1);
    expect(after.quotations[0]).toMatchObject({ id: before.orders[0]!.quotationId, specialNotes: "" });
    expect(await prisma.quotationItem.count({ where: { quotation: { userId: user.id } } })).toBe(1);

    // The user row stays for the orders, with nothing left that names or reaches the person.
    expect(after.account).toMatchObject({
      id: user.id,
      name: "",
      email: deletedEmail(user.id),
      passwordHash: "",
      phone: null,
      gstin: null,
      gstBusinessName: null,
      role: "CUSTOMER",
      tokenVersion: before.account!.tokenVersion + 1,
    });
    expect(after.account!.deletedAt).toBeInstanceOf(Date);

    // Kept as the tax records they are: the order, its invoice, lines, payment, history and shipping snapshot.
    const [kept] = after.orders;
    const [was] = before.orders;
    const { exchange: keptExchange, ...keptOrder } = kept!;
    const { exchange: wasExchange, ...wasOrder } = was!;
    expect(keptOrder).toEqual(wasOrder);
    expect(keptOrder).toMatchObject({ userId: user.id, shipFullName: "Meera Nair", invoiceNumber: was!.invoiceNumber });
    // The exchange's decision stays; the shopper's own note and photo go.
    expect(keptExchange).toMatchObject({ status: "REJECTED", adminMessage: "Not covered.", note: "", photos: [] });
    expect(keptExchange!.items).toEqual(wasExchange!.items);
    // The tax invoice, as the admin prints it, still names whom it was delivered to, but no e-mail.
    const invoice = await getTaxInvoice(await viewerFor(await createUser({ role: "ADMIN" })), kept!.id);
    const printed = renderToStaticMarkup(createElement(TaxInvoice, { invoice: invoice! }));
    expect(printed).toContain("Meera Nair");
    expect(printed).toContain(kept!.shipPhone);
    expect(printed).not.toContain("@invalid");

    // Every session of the account is over, and its e-mail and password open nothing.
    expect((await profileWith(phone)).status).toBe(401);
    expect((await profileWith(user.token)).status).toBe(401);
    expect((await logIn(user.email, user.password)).status).toBe(401);
    expect((await logIn(deletedEmail(user.id), user.password)).status).toBe(401);
    // Not even a token of the row's new version (which nobody can get: there is no password) is accepted.
    expect((await profileWith(await issueSessionTokenFor(user.id))).status).toBe(401);
    // A change that waited for the deletion on the user's row lock finds no account and writes nothing.
    const write = vi.fn();
    await expect(withUserLock(user.id, write)).rejects.toMatchObject({ kind: "not-found" });
    expect(write).not.toHaveBeenCalled();

    // Someone else's account is exactly as it was.
    expect(await everythingOf(other)).toEqual(othersBefore);
    expect((await profileWith(other.token)).status).toBe(200);
  });

  it("refunds a payment that arrives after a deleted account's order expired, and mails nothing about it", async () => {
    vi.stubEnv("CRON_SECRET", CRON_SECRET);
    const user = await shopper();
    const bag = await product(120_000, 5);
    await prisma.cartItem.create({ data: { userId: user.id, productId: bag.id, quantity: 1 } });
    const started = await startOnline(user);
    expect(started.status).toBe(200);
    const checkout = (await bodyOf(started)) as Json;
    const orderId = checkout.order._id as string;
    await prisma.order.update({ where: { id: orderId }, data: { createdAt: new Date(Date.now() - 45 * 60_000) } });
    expect((await (await cron(expireOrders, "/api/cron/expire-orders")).json()).expired).toBe(1);
    // Then paid in the pop-up left open past the payment window; Razorpay's webhook never came. (Paid before
    // the expiry run, the job would have found it and confirmed the order: docs/adr/0046.)
    await sandboxPay(user, checkout.orderId as string, { deliverWebhook: false });
    await pastReconcilePause(orderId); // the expiry job's look counts as reconcile's own
    // Expired, so nothing is in progress: the account may go.
    expect((await remove(user.token, { password: user.password })).status).toBe(200);

    // The reconcile job finds the payment. Stock is there to fill it (ADR 0009 would revive the order), but
    // nobody can be told it is coming after all: the money goes back instead (ADR 0033).
    const stockBefore = (await prisma.product.findUniqueOrThrow({ where: { id: bag.id } })).stock;
    expect((await cron(reconcile, "/api/cron/reconcile")).status).toBe(200);
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({ userId: user.id, paymentStatus: "REFUNDED", fulfillmentStatus: "CANCELLED" });
    expect((await prisma.product.findUniqueOrThrow({ where: { id: bag.id } })).stock).toBe(stockBefore);
    expect(await prisma.refund.findMany({ where: { orderId }, select: { amount: true } })).toEqual([
      { amount: order.total },
    ]);
    // Neither a confirmation nor a refund notice was attempted to the placeholder address.
    expect(await sentMails(deletedEmail(user.id))).toEqual([]);
    expect((await sentMails()).filter((mail) => mail.to.endsWith("@invalid"))).toEqual([]);
  });

  it("refunds a late payment that lands while the account is being deleted, instead of reviving the order", async () => {
    vi.stubEnv("CRON_SECRET", CRON_SECRET);
    const user = await shopper();
    const bag = await product(120_000, 5);
    await prisma.cartItem.create({ data: { userId: user.id, productId: bag.id, quantity: 1 } });
    const checkout = (await bodyOf(await startOnline(user))) as Json;
    const orderId = checkout.order._id as string;
    await prisma.order.update({ where: { id: orderId }, data: { createdAt: new Date(Date.now() - 45 * 60_000) } });
    expect((await (await cron(expireOrders, "/api/cron/expire-orders")).json()).expired).toBe(1);
    await sandboxPay(user, checkout.orderId as string, { deliverWebhook: false });
    await pastReconcilePause(orderId); // the expiry job's look counts as reconcile's own
    const stockBefore = (await prisma.product.findUniqueOrThrow({ where: { id: bag.id } })).stock;

    // Hold the deletion between its count of orders in progress (none: the order expired) and its commit:
    // it deletes the saved addresses next, and one of them is locked here until the payment has been seen.
    const address = await prisma.address.create({
      data: {
        userId: user.id,
        fullName: "Asha Rao",
        phone: "9876543210",
        street: "12 MG Road",
        city: "Bengaluru",
        state: "Karnataka",
        postalCode: "560001",
      },
    });
    const waiting = async (count: number) => (await sessionsWaitingOnLocks()) >= count;
    const held = await holdLocks(
      (tx) => tx.$queryRaw`SELECT "id" FROM "Address" WHERE "id" = ${address.id} FOR UPDATE`,
      { timeout: 30_000 },
    );
    const deletion = remove(user.token, { password: user.password });
    await expect.poll(() => waiting(1), { timeout: 10_000 }).toBe(true);

    // The reconcile job finds the payment meanwhile. It must wait for the deletion and then see the account gone.
    let reconciled = false;
    const reconciling = cron(reconcile, "/api/cron/reconcile").then((response) => ((reconciled = true), response));
    await expect.poll(async () => reconciled || (await waiting(2)), { timeout: 10_000 }).toBe(true);
    await held.release();
    expect((await deletion).status).toBe(200);
    expect((await reconciling).status).toBe(200);

    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      paymentStatus: "REFUNDED",
      fulfillmentStatus: "CANCELLED",
    });
    expect((await prisma.product.findUniqueOrThrow({ where: { id: bag.id } })).stock).toBe(stockBefore);
    expect(await prisma.refund.count({ where: { orderId } })).toBe(1);
  });

  it("writes nothing for a request that passed its session check before the deletion committed", async () => {
    // An exchange request, a quotation and a contact message sent just before the shopper deleted
    // the account: each read a valid session, then reached the database after the deletion.
    const kept = await shopper();
    const item = await product(99_900, 5);
    const order = await createTestOrder({ userId: kept.id, lines: [{ productId: item.id, quantity: 1 }] });
    const line = await prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
    await prisma.order.update({
      where: { id: order.id },
      data: {
        fulfillmentStatus: "DELIVERED",
        paymentStatus: "PAID",
        fulfillmentEvents: { create: { status: "DELIVERED" } },
      },
    });
    const gone = await shopper(); // no orders: its row goes whole
    for (const user of [kept, gone]) expect((await remove(user.token, { password: user.password })).status).toBe(200);

    const accountGone = { kind: "not-found", message: "Your account no longer exists." };
    await expect(
      requestExchange(
        kept.id,
        order.id,
        { items: [{ orderItemId: line.id, quantity: 1, reason: "Damaged" }], note: "Call me on 98450 12345" },
        [{ bytes: PHOTO, contentType: "image/png" }],
      ),
    ).rejects.toMatchObject(accountGone);
    const quotation = { items: [{ productId: item.id, quantity: 20 }], budget: 20_000, specialNotes: "For our office" };
    const contact = { name: "Asha Rao", email: "asha@example.in", subject: "FEEDBACK" as const, message: "Hello." };
    for (const user of [kept, gone]) {
      await expect(createQuotation(user.id, quotation)).rejects.toMatchObject(accountGone);
      await expect(saveContactMessage(contact, user.id)).rejects.toMatchObject(accountGone);
    }

    // No open exchange (which an admin could approve) and no note or photo for the deleted account.
    expect(await prisma.exchange.count({ where: { orderId: order.id } })).toBe(0);
    expect(await prisma.exchangePhoto.count({ where: { exchange: { orderId: order.id } } })).toBe(0);
    expect(await prisma.quotation.count({ where: { userId: { in: [kept.id, gone.id] } } })).toBe(0);
    expect(await prisma.contactMessage.count({ where: { userId: { in: [kept.id, gone.id] } } })).toBe(0);
    expect(await sentMails(deletedEmail(kept.id))).toEqual([]);
    // A guest's message is stored as before.
    await expect(saveContactMessage(contact)).resolves.toMatchObject({ id: expect.any(String) });
  });

  it("keeps no password for an account deleted while a password change was on its way", async () => {
    const user = await shopper();
    const item = await product(99_900, 5);
    await createTestOrder({ userId: user.id, lines: [{ productId: item.id, quantity: 1 }] }).then((order) =>
      prisma.order.update({ where: { id: order.id }, data: { fulfillmentStatus: "DELIVERED", paymentStatus: "PAID" } }),
    );
    await prisma.cartItem.create({ data: { userId: user.id, productId: item.id, quantity: 1 } });
    const waiting = async (count: number) => {
      for (let tries = 0; tries < 200; tries++) {
        if ((await sessionsWaitingOnLocks()) >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`never saw ${count} waiting on a lock`);
    };

    // The deletion is held half-way (another transaction has its cart line), holding the user's row lock.
    const cartLine = await holdLocks(
      (tx) => tx.$queryRaw`SELECT "id" FROM "CartItem" WHERE "userId" = ${user.id} FOR UPDATE`,
    );
    const deleting = remove(user.token, { password: user.password });
    await waiting(1);
    // The password change's session and current password check out: the deletion has not committed yet.
    const changing = changePassword(
      apiRequest("/api/auth/password", {
        token: user.token,
        body: { currentPassword: user.password, newPassword: "fresh-mango-harbour" },
      }),
      {},
    );
    await waiting(2);
    await cartLine.release();
    expect((await deleting).status).toBe(200);
    expect((await changing).status).toBe(401);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      passwordHash: "",
      email: deletedEmail(user.id),
    });

    // Had any other write put a password back, the deleted account still could not be signed in to.
    await prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(user.password) } });
    await expect(
      authenticate({ email: deletedEmail(user.id), password: user.password }, nextAddress()),
    ).rejects.toMatchObject({ kind: "unauthenticated" });
  });

  /**
   * Runs `ask` (a request about the shopper's address) while the shopper's deletion is held after its clean-up
   * of the mail queue, holding the user's row lock (another transaction has the cart line its deletion
   * removes): `ask` reads the account as it still is and gets as far as it can before the deletion commits.
   * Then nothing may be written to the deleted shopper's address, sent or waiting in the queue.
   */
  async function expectNoMailWhenRacingDeletion(ask: (email: string) => Promise<unknown>) {
    const user = await shopper();
    const item = await product(99_900, 5);
    await prisma.cartItem.create({ data: { userId: user.id, productId: item.id, quantity: 1 } });
    const waiting = async (count: number) => (await sessionsWaitingOnLocks()) >= count;
    const cartLine = await holdLocks(
      (tx) => tx.$queryRaw`SELECT "id" FROM "CartItem" WHERE "userId" = ${user.id} FOR UPDATE`,
    );
    const deleting = remove(user.token, { password: user.password });
    await expect.poll(() => waiting(1), { timeout: 10_000 }).toBe(true);
    let answered = false;
    const asking = ask(user.email).then(() => void (answered = true));
    await expect.poll(async () => answered || (await waiting(2)), { timeout: 10_000 }).toBe(true);
    await cartLine.release();
    expect((await deleting).status).toBe(200);
    await asking;

    expect(await sentMails(user.email)).toEqual([]);
    expect(await prisma.outgoingMail.count({ where: { to: { equals: user.email, mode: "insensitive" } } })).toBe(0);
  }

  it("queues no password reset mail for a request that read the account just before its deletion committed", async () => {
    await expectNoMailWhenRacingDeletion((email) => requestPasswordReset(email, nextAddress(), "en"));
  });

  it("sends no sign-up attempt notice for a sign-up that read the account just before its deletion committed", async () => {
    // Someone signs up with the address: the account is still there, so its owner would be told.
    await expectNoMailWhenRacingDeletion((email) =>
      signUp({ name: "Someone Else", email, password: "monsoon kettle 42" }, nextAddress(), "en"),
    );
  });

  it("lets the same e-mail sign up again as a new, empty account", async () => {
    const user = await shopper();
    await fillAccount(user);
    expect((await remove(user.token, { password: user.password })).status).toBe(200);

    const again = await signup(
      apiRequest("/api/auth/signup", {
        body: { name: "Asha Again", email: user.email.toUpperCase(), password: "monsoon kettle 42" },
        ip: nextAddress(),
      }),
      {},
    );
    expect(again.status).toBe(201);
    const fresh = await prisma.user.findUniqueOrThrow({ where: { email: user.email } });
    expect(fresh.id).not.toBe(user.id);
    expect(fresh.deletedAt).toBeNull();
    const loggedIn = await logIn(user.email, "monsoon kettle 42");
    expect(loggedIn.status).toBe(200);
    const token = String((await bodyOf(loggedIn)).token);
    expect(await bodyOf(await profileWith(token))).toMatchObject({
      profile: { id: fresh.id, name: "Asha Again", email: user.email, phone: "", address: null, gstInvoice: null },
    });
    // The old orders stay with the anonymised row, not with the new account.
    expect(await prisma.order.count({ where: { userId: fresh.id } })).toBe(0);
    expect(await prisma.order.count({ where: { userId: user.id } })).toBe(1);
  });

  it("deletes an account without orders whole", async () => {
    const user = await shopper();
    const item = await product(99_900, 5);
    await prisma.cartItem.create({ data: { userId: user.id, productId: item.id, quantity: 1 } });
    await prisma.newsletterSubscription.create({ data: { email: user.email } });

    expect((await remove(user.token, { password: user.password })).status).toBe(200);
    expect(await prisma.user.findUnique({ where: { id: user.id } })).toBeNull();
    expect(await prisma.cartItem.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.newsletterSubscription.count({ where: { email: user.email } })).toBe(0);
    expect((await profileWith(user.token)).status).toBe(401);
  });

  it("keeps the browser remembered for the other accounts that signed in on it", async () => {
    const [kept, gone] = [await shopper(), await shopper()];
    let jar: string | undefined;
    for (const user of [kept, gone]) {
      const response = await login(
        apiRequest("/api/auth/login", { body: { email: user.email, password: user.password }, cookie: jar }),
        {},
      );
      jar = response.headers
        .getSetCookie()
        .find((header) => header.startsWith("kosh_known_device="))!
        .split(";")[0];
    }
    const response = await remove(gone.token, { password: gone.password }, { cookie: jar });
    expect(response.status).toBe(200);
    const left = response.headers.getSetCookie().find((header) => header.startsWith("kosh_known_device="))!;
    expect(left).not.toContain(gone.id);
    expect(left).toMatch(/^kosh_known_device=[^;]+; Path=\/api\/auth; Max-Age=31536000;/);

    // The other account's own browser still gets in while guesses from elsewhere lock it.
    startOfRateLimitWindow(LOGIN_FAILURES_PER_ACCOUNT.windowMs);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++) await logIn(kept.email, `guess-${i}`);
    expect((await logIn(kept.email, kept.password)).status).toBe(429);
    const again = await login(
      apiRequest("/api/auth/login", {
        body: { email: kept.email, password: kept.password },
        cookie: left.split(";")[0],
      }),
      {},
    );
    expect(again.status).toBe(200);
  });

  it("records nothing when another browser still holding the session signs out through next-auth", async () => {
    const [kept, gone] = [await shopper(), await shopper()];
    await fillAccount(kept); // an order keeps its row, anonymised; `gone` has none and goes whole
    for (const user of [kept, gone]) {
      expect((await remove(user.token, { password: user.password })).status).toBe(200);
      // next-auth's POST /api/auth/signout hands its signOut event the cookie's decoded token.
      const token = await decode({ token: user.token, secret: TEST_SECRET });
      await expect(authOptions.events!.signOut!({ token: token!, session: { expires: "" } })).resolves.toBeUndefined();
      expect(await prisma.revokedSession.count({ where: { userId: user.id } })).toBe(0);
    }
  });

  it("opens no password reset for a deleted account: no e-mail, and no link works", async () => {
    const user = await shopper();
    await fillAccount(user);
    expect((await remove(user.token, { password: user.password })).status).toBe(200);

    // The API takes no such address (no dot in its domain); asked for all the same, nothing is sent.
    const asked = await requestReset(
      apiRequest("/api/auth/password-reset/request", { body: { email: deletedEmail(user.id) }, ip: nextAddress() }),
      {},
    );
    expect(asked.status).toBe(400);
    await requestPasswordReset(deletedEmail(user.id), nextAddress(), "en");
    expect(await sentMails(deletedEmail(user.id))).toEqual([]);

    // A link signed for the row as it is now (as the shop's own secret would sign it) is refused too.
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const forged = passwordResetToken(row);
    const used = await confirmReset(
      apiRequest("/api/auth/password-reset/confirm", { body: { token: forged, password: "monsoon kettle 42" } }),
      {},
    );
    expect(used.status).toBe(400);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe("");
  });

  it("refuses a wrong password as the password change does, counting it against the same limit", async () => {
    const user = await shopper();
    await fillAccount(user);
    const before = await everythingOf(user);

    const wrong = await remove(user.token, { password: "not-it-at-all" });
    const viaChange = await changePassword(
      apiRequest("/api/auth/password", {
        token: user.token,
        body: { currentPassword: "not-it-at-all", newPassword: "fresh-mango-harbour" },
      }),
      {},
    );
    expect(wrong.status).toBe(401);
    expect(wrong.status).toBe(viaChange.status);
    const body = await bodyOf(wrong);
    expect(body).toEqual(await bodyOf(viaChange));
    expect(body).toEqual({ message: "Your current password is not correct.", code: "UNAUTHORIZED" });
    expect(await everythingOf(user)).toEqual(before);

    // Past the account's limit of wrong passwords, even the right one waits (429).
    startOfRateLimitWindow(LOGIN_FAILURES_PER_ACCOUNT.windowMs);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++)
      expect((await remove(user.token, { password: `wrong-${i}` })).status).toBe(401);
    const throttled = await remove(user.token, { password: user.password });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await bodyOf(throttled)).toMatchObject({ code: "RATE_LIMITED" });
    expect(await everythingOf(user)).toEqual(before);
  });

  it("refuses (409) while an order is on its way or a refund or exchange is open, and deletes once it is done", async () => {
    const cases: Array<{
      name: string;
      open: (orderId: string) => Promise<unknown>;
      done: (orderId: string) => Promise<unknown>;
    }> = [
      {
        name: "placed, not yet shipped",
        open: async () => {},
        done: (id) =>
          prisma.order.update({ where: { id }, data: { fulfillmentStatus: "DELIVERED", paymentStatus: "PAID" } }),
      },
      {
        name: "out for delivery",
        open: (id) => prisma.order.update({ where: { id }, data: { fulfillmentStatus: "OUT_FOR_DELIVERY" } }),
        done: (id) =>
          prisma.order.update({ where: { id }, data: { fulfillmentStatus: "CANCELLED", cancelledAt: new Date() } }),
      },
      {
        name: "cancelled with its refund on its way",
        open: (id) => refunded(id, "PROCESSING"),
        done: (id) => settleRefunds(id, "PROCESSED"),
      },
      {
        name: "cancelled with its refund failed and not yet retried",
        open: (id) => refunded(id, "FAILED"),
        done: (id) =>
          prisma.refund
            .updateMany({ where: { orderId: id }, data: { retriedAt: new Date(), status: "FAILED" } })
            .then(() => refundAgain(id)),
      },
      {
        name: "delivered with an exchange requested",
        open: (id) => exchangeRequested(id),
        done: (id) =>
          prisma.exchange.update({ where: { orderId: id }, data: { status: "REJECTED", adminMessage: "No." } }),
      },
      {
        // The admin decides again (docs/adr/0034): an approval would send a new replacement.
        name: "delivered with an exchange whose replacement was cancelled",
        open: (id) =>
          exchangeRequested(id).then(() =>
            prisma.exchange.update({ where: { orderId: id }, data: { status: "REPLACEMENT_CANCELLED" } }),
          ),
        done: (id) =>
          prisma.exchange.update({ where: { orderId: id }, data: { status: "REJECTED", adminMessage: "No." } }),
      },
    ];
    for (const { name, open, done } of cases) {
      const user = await shopper();
      const item = await product(99_900, 5);
      const paidOnline = name.startsWith("cancelled");
      const order = await createTestOrder({
        userId: user.id,
        lines: [{ productId: item.id, quantity: 1 }],
        ...(paidOnline ? { paymentMethod: "ONLINE" as const, paymentStatus: "PAID" as const } : {}),
      });
      await open(order.id);
      const before = await everythingOf(user);

      const refused = await remove(user.token, { password: user.password });
      expect(refused.status, name).toBe(409);
      expect(await bodyOf(refused), name).toEqual({
        // Only an exchange waiting for the shop: the answer says it can be withdrawn (docs/adr/0010, 0034).
        message: name.includes("exchange") ? DELETE_ACCOUNT_TEXT.exchangeOpen : DELETE_ACCOUNT_TEXT.inProgress,
        code: "ORDERS_IN_PROGRESS",
      });
      expect(await everythingOf(user), name).toEqual(before);
      expect((await profileWith(user.token)).status, name).toBe(200);

      await done(order.id);
      expect((await remove(user.token, { password: user.password })).status, name).toBe(200);
      expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).deletedAt, name).toBeInstanceOf(Date);
    }
  });

  it("answers a refusal in Hindi for ?lang=hi", async () => {
    const user = await shopper();
    const item = await product(99_900, 5);
    await createTestOrder({ userId: user.id, lines: [{ productId: item.id, quantity: 1 }] });
    const refused = await remove(user.token, { password: user.password }, { query: "?lang=hi" });
    expect(refused.status).toBe(409);
    expect(String((await bodyOf(refused)).message)).toMatch(/^जब तक कोई ऑर्डर रास्ते में है/);
  });

  it("refuses an admin account (403), whatever the password, and changes nothing", async () => {
    const admin = await shopper({ role: "ADMIN" });
    const before = await everythingOf(admin);
    for (const password of [admin.password, "not-it-at-all"]) {
      const refused = await remove(admin.token, { password });
      expect(refused.status).toBe(403);
      expect(await bodyOf(refused)).toEqual({ message: DELETE_ACCOUNT_TEXT.admin, code: "FORBIDDEN" });
    }
    expect(await everythingOf(admin)).toEqual(before);
    expect((await profileWith(admin.token)).status).toBe(200);
  });

  it("answers 401 without a valid session, before reading the body", async () => {
    const user = await shopper();
    const before = await everythingOf(user);
    const guest = await remove(undefined, { password: user.password });
    expect(guest.status).toBe(401);
    expect(await bodyOf(guest)).toEqual({ message: "Please log in to continue.", code: "UNAUTHORIZED" });
    const forged = await remove(`${user.token.slice(0, -8)}AAAAAAAA`, { password: user.password });
    expect(forged.status).toBe(401);
    // A guest's malformed body is not even read: still 401, not 400.
    expect((await remove(undefined, { password: 42 })).status).toBe(401);
    expect(await everythingOf(user)).toEqual(before);
  });

  it("answers 400 for a missing, empty, wrong-typed or over-long password, or a body that is not JSON", async () => {
    const user = await shopper();
    const before = await everythingOf(user);
    for (const body of [
      {},
      { password: "" },
      { password: 12345678 },
      { password: null },
      { password: "x".repeat(1025) },
      [],
    ]) {
      const response = await remove(user.token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await bodyOf(response)).toMatchObject({ code: "BAD_REQUEST" });
    }
    const malformed = await deleteAccount(
      new Request("http://localhost/api/auth/delete-account", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
        body: "{ password:",
      }),
      {},
    );
    expect(malformed.status).toBe(400);
    expect(await everythingOf(user)).toEqual(before);
    expect(await prisma.rateLimitBucket.count({ where: { key: `login:account:${user.email}` } })).toBe(0);
  });
});

/** A session token for a user as it is now (its current tokenVersion). */
async function issueSessionTokenFor(userId: string): Promise<string> {
  const { tokenVersion } = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { tokenVersion: true },
  });
  return (await issueSessionToken({ id: userId, tokenVersion })).token;
}

/** Cancels a paid online order with a refund of its payment in `status`. */
async function refunded(orderId: string, status: "PENDING" | "PROCESSING" | "FAILED") {
  const order = await prisma.order.update({
    where: { id: orderId },
    data: { fulfillmentStatus: "CANCELLED", cancelledAt: new Date() },
    select: { total: true, payments: { select: { id: true, providerPaymentId: true } } },
  });
  const payment = order.payments[0]!;
  await prisma.refund.create({
    data: {
      orderId,
      paymentId: payment.id,
      providerPaymentId: payment.providerPaymentId ?? `pay_of_${orderId}`,
      amount: order.total,
      status,
    },
  });
}

async function settleRefunds(orderId: string, status: "PROCESSED") {
  await prisma.refund.updateMany({ where: { orderId }, data: { status, processedAt: new Date() } });
  await prisma.order.update({ where: { id: orderId }, data: { paymentStatus: "REFUNDED" } });
}

/** The admin's retry of a failed refund: a new refund, which then goes through. */
async function refundAgain(orderId: string) {
  const failed = await prisma.refund.findFirstOrThrow({ where: { orderId } });
  await prisma.refund.create({
    data: {
      orderId,
      paymentId: failed.paymentId,
      providerPaymentId: failed.providerPaymentId,
      amount: failed.amount,
      status: "PROCESSED",
      processedAt: new Date(),
    },
  });
}

async function exchangeRequested(orderId: string) {
  const line = await prisma.orderItem.findFirstOrThrow({ where: { orderId } });
  await prisma.order.update({
    where: { id: orderId },
    data: {
      fulfillmentStatus: "DELIVERED",
      paymentStatus: "PAID",
      exchange: { create: { items: { create: [{ orderItemId: line.id, quantity: 1, reason: "DAMAGED" }] } } },
    },
  });
}
