import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { adminAndShopper, apiRequest, bodyOf, useTestSecret } from "@/test/integration/accounts";
import { GET as exchanges } from "./exchanges/route";
import { GET as messages } from "./inbox/messages/route";
import { GET as subscribers } from "./inbox/subscribers/route";
import { GET as quotations } from "./quotations/route";

// The console's other lists grow without bound too (contact messages, newsletter sign-ups, every
// quotation, every exchange): counting each on every page view read all their rows. They count at
// most 10,000, as the orders list does (docs/adr/0041, 0044), and still page to their end.

const MANY = 10_001;
let adminToken: string;

type Handler = (request: Request, context: unknown) => Promise<Response>;
const pageOf = async (handler: Handler, path: string) => {
  const response = await handler(apiRequest(path, { token: adminToken }), {});
  expect(response.status, path).toBe(200);
  return bodyOf(response);
};

beforeAll(async () => {
  useTestSecret();
  const { adminToken: token, shopperId } = await adminAndShopper();
  adminToken = token;
  // 10,001 of each, "…-1" the newest, one second apart.
  await prisma.$executeRaw`
    INSERT INTO "ContactMessage" (id, name, email, subject, message, "createdAt")
    SELECT 'msg-' || g, 'Asha', 'asha@example.in', 'OTHER', 'Hello', now() - g * interval '1 second'
    FROM generate_series(1, ${MANY}::int) AS g`;
  await prisma.$executeRaw`
    INSERT INTO "NewsletterSubscription" (id, email, "createdAt")
    SELECT 'sub-' || g, 'reader' || g || '@example.in', now() - g * interval '1 second'
    FROM generate_series(1, ${MANY}::int) AS g`;
  await prisma.$executeRaw`
    INSERT INTO "Quotation" (id, "userId", budget, "createdAt", "updatedAt")
    SELECT 'quote-' || g, ${shopperId}, 500000, now() - g * interval '1 second', now()
    FROM generate_series(1, ${MANY}::int) AS g`;
  await prisma.$executeRaw`
    INSERT INTO "Order" (id, "userId", "paymentMethod", subtotal, "shippingFee", total, "shipFullName", "shipPhone",
                         "shipStreet", "shipCity", "shipState", "shipPostalCode", "fulfillmentStatus", "createdAt",
                         "updatedAt")
    SELECT 'xo-' || g, ${shopperId}, 'COD', 49900, 4900, 54800, 'Asha', '9800000000', '1 Lane', 'Pune',
           'Maharashtra', '411001', 'DELIVERED', now() - interval '1 day', now()
    FROM generate_series(1, ${MANY}::int) AS g`;
  await prisma.$executeRaw`
    INSERT INTO "Exchange" (id, "orderId", "createdAt", "updatedAt")
    SELECT 'ex-' || g, 'xo-' || g, now() - g * interval '1 second', now()
    FROM generate_series(1, ${MANY}::int) AS g`;
}, 120_000);

describe("admin lists past 10,000 rows", () => {
  it("contact messages: 10,000+, newest first, and the last page knows the length", async () => {
    const first = await pageOf(messages, "/api/admin/inbox/messages");
    expect(first).toMatchObject({ page: 1, total: 10_000, totalIsAtLeast: true, pageCount: 200, unread: MANY });
    expect((first.items as Array<{ id: string }>)[0]!.id).toBe("msg-1");
    const last = await pageOf(messages, "/api/admin/inbox/messages?page=201");
    expect(last).toMatchObject({ total: MANY, totalIsAtLeast: false, pageCount: 201 });
    expect((last.items as Array<{ id: string }>).map((m) => m.id)).toEqual([`msg-${MANY}`]);
  });

  it("newsletter sign-ups: 10,000+, and the cap's last page still offers the next", async () => {
    const first = await pageOf(subscribers, "/api/admin/inbox/subscribers");
    expect(first).toMatchObject({ page: 1, total: 10_000, totalIsAtLeast: true, pageCount: 200 });
    expect(await pageOf(subscribers, "/api/admin/inbox/subscribers?page=200")).toMatchObject({
      total: MANY,
      totalIsAtLeast: true,
      pageCount: 201,
    });
    expect(await pageOf(subscribers, "/api/admin/inbox/subscribers?page=201")).toMatchObject({
      total: MANY,
      totalIsAtLeast: false,
    });
  });

  it("quotations: every one and the pending queue (oldest first) say 10,000+", async () => {
    const all = await pageOf(quotations, "/api/admin/quotations?status=all");
    expect(all).toMatchObject({ total: 10_000, totalIsAtLeast: true, pageCount: 200 });
    expect((all.quotations as Array<{ _id: string }>)[0]!._id).toBe("quote-1");
    const pending = await pageOf(quotations, "/api/admin/quotations?status=pending");
    expect(pending).toMatchObject({ total: 10_000, totalIsAtLeast: true });
    expect((pending.quotations as Array<{ _id: string }>)[0]!._id).toBe(`quote-${MANY}`);
    expect(await pageOf(quotations, "/api/admin/quotations?status=pending&page=201")).toMatchObject({
      total: MANY,
      totalIsAtLeast: false,
      pageCount: 201,
    });
    // Under the cap: exact.
    expect(await pageOf(quotations, "/api/admin/quotations?status=approved")).toMatchObject({
      total: 0,
      totalIsAtLeast: false,
      pageCount: 1,
    });
  });

  it("exchanges: every one and the waiting queue (oldest first) say 10,000+", async () => {
    const waiting = await pageOf(exchanges, "/api/admin/exchanges?status=requested");
    expect(waiting).toMatchObject({ total: 10_000, totalIsAtLeast: true, pageCount: 200, replacementCancelled: 0 });
    expect((waiting.exchanges as Array<{ _id: string }>)[0]!._id).toBe(`ex-${MANY}`);
    const all = await pageOf(exchanges, "/api/admin/exchanges?status=all&page=201");
    expect(all).toMatchObject({ total: MANY, totalIsAtLeast: false, pageCount: 201 });
    expect((all.exchanges as Array<{ _id: string }>).map((e) => e._id)).toEqual([`ex-${MANY}`]);
    expect(await pageOf(exchanges, "/api/admin/exchanges?status=approved")).toMatchObject({
      total: 0,
      totalIsAtLeast: false,
    });
  });
});
