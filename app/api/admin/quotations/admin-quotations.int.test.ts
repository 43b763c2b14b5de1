import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { endOfDayIST, istDate } from "@/lib/time";
import { seed } from "@/prisma/seed";
import { adminAndShopper, apiRequest, bodyOf, useTestSecret, withId } from "@/test/integration/accounts";
import { codBody } from "@/test/integration/checkout";
import { clockFrom } from "@/test/integration/clock";
import { POST as placeOrder } from "../../payment/place-order/route";
import { GET as myQuotations } from "../../quotation/my/route";
import { PATCH as respond } from "./[id]/route";
import { POST as withdraw } from "./[id]/withdraw/route";
import { GET as list } from "./route";

let adminToken: string;
let shopperToken: string;
let shopperId: string;

const newQuotation = async () => {
  const product = await prisma.product.findFirstOrThrow({ select: { id: true } });
  return prisma.quotation.create({
    data: { userId: shopperId, budget: 5_000_000, items: { create: [{ productId: product.id, quantity: 80 }] } },
  });
};
type QuotationPage = { quotations: Array<{ _id: string }>; page: number; total: number; pageCount: number };
const listPage = async (query: string) =>
  (await bodyOf(
    await list(apiRequest(`/api/admin/quotations${query}`, { token: adminToken }), {}),
  )) as unknown as QuotationPage;
const nextMonth = () => new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

beforeAll(async () => {
  // Midday in India: "today", taken before the request, is still today when the request is handled.
  clockFrom();
  useTestSecret();
  await seed(prisma, { log: () => {} });
  ({ adminToken, shopperToken, shopperId } = await adminAndShopper());
});

afterAll(() => {
  vi.useRealTimers();
});

describe("admin quotations API", () => {
  it("is for admins only: guests 401, shoppers 403", async () => {
    const quotation = await newQuotation();
    expect((await list(apiRequest("/api/admin/quotations"), {})).status).toBe(401);
    expect((await list(apiRequest("/api/admin/quotations", { token: shopperToken }), {})).status).toBe(403);
    const attempt = apiRequest(`/api/admin/quotations/${quotation.id}`, {
      method: "PATCH",
      token: shopperToken,
      body: { decision: "approve", quotedPrice: 1, validUntil: nextMonth() },
    });
    expect((await respond(attempt, withId(quotation.id))).status).toBe(403);
    expect((await prisma.quotation.findUniqueOrThrow({ where: { id: quotation.id } })).status).toBe("PENDING");
  });

  it("approves once with a price and validity the shopper then sees", async () => {
    const quotation = await newQuotation();
    expect((await listPage("")).quotations.map((q) => q._id)).toContain(quotation.id);
    // A queue: the longest waiting first.
    const newer = await newQuotation();
    const queue = (await listPage("")).quotations.map((q) => q._id);
    expect(queue.indexOf(quotation.id)).toBeLessThan(queue.indexOf(newer.id));

    const body = {
      decision: "approve",
      quotedPrice: 42500.5,
      validUntil: nextMonth(),
      message: "Includes logo printing.",
    };
    const ok = await respond(
      apiRequest(`/api/admin/quotations/${quotation.id}`, { method: "PATCH", token: adminToken, body }),
      withId(quotation.id),
    );
    expect(ok.status).toBe(200);
    const again = await respond(
      apiRequest(`/api/admin/quotations/${quotation.id}`, { method: "PATCH", token: adminToken, body }),
      withId(quotation.id),
    );
    expect(again.status).toBe(409);

    const mine = (await bodyOf(
      await myQuotations(apiRequest("/api/quotation/my", { token: shopperToken }), {}),
    )) as unknown as Array<Record<string, unknown>>;
    expect(mine.find((q) => q._id === quotation.id)).toMatchObject({
      status: "approved",
      quotedPrice: 42500.5,
      adminResponse: "Includes logo printing.",
      validityDate: expect.any(String),
    });
  });

  it("pages the queue: every pending quotation on exactly one page, oldest first, 50 to a page", async () => {
    const product = await prisma.product.findFirstOrThrow({ select: { id: true } });
    const start = Date.UTC(2020, 0, 1);
    const made = [];
    for (let i = 0; i < 53; i++) {
      // Older than anything the other tests make, a minute apart, in the order they were asked.
      made.push(
        await prisma.quotation.create({
          data: {
            userId: shopperId,
            budget: 100_000,
            createdAt: new Date(start + i * 60_000),
            items: { create: [{ productId: product.id, quantity: 60 }] },
          },
          select: { id: true },
        }),
      );
    }
    const first = await listPage("?status=pending");
    expect(first).toMatchObject({ page: 1, pageSize: 50 });
    expect(first.quotations).toHaveLength(50);
    expect(first.pageCount).toBe(Math.ceil(first.total / 50));
    const seen: string[] = [];
    for (let page = 1; page <= first.pageCount; page++) {
      seen.push(...(await listPage(`?status=pending&page=${page}`)).quotations.map((q) => q._id));
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 53)).toEqual(made.map((q) => q.id));

    for (const page of ["0", "abc", "10001"]) {
      const answer = await list(apiRequest(`/api/admin/quotations?page=${page}`, { token: adminToken }), {});
      expect(answer.status).toBe(400);
    }
  });

  it("takes a date alone as valid through that whole day in India, today included", async () => {
    const quotation = await newQuotation();
    const today = istDate(new Date());
    const ok = await respond(
      apiRequest(`/api/admin/quotations/${quotation.id}`, {
        method: "PATCH",
        token: adminToken,
        body: { decision: "approve", quotedPrice: 999, validUntil: today },
      }),
      withId(quotation.id),
    );
    expect(ok.status).toBe(200);
    const stored = await prisma.quotation.findUniqueOrThrow({ where: { id: quotation.id } });
    expect(stored.validUntil).toEqual(endOfDayIST(today));
  });

  it("rejects with a message, and refuses bad answers without changing anything", async () => {
    const quotation = await newQuotation();
    const patch = (body: unknown) =>
      respond(
        apiRequest(`/api/admin/quotations/${quotation.id}`, { method: "PATCH", token: adminToken, body }),
        withId(quotation.id),
      );
    for (const body of [
      { decision: "maybe" },
      { decision: "approve", quotedPrice: -1, validUntil: nextMonth() },
      { decision: "approve", quotedPrice: 100, validUntil: "2001-01-01" },
      // Less than a paisa: 0.001 failed the database's check (500); 1e-7 was stored as no price at all.
      { decision: "approve", quotedPrice: 0.001, validUntil: nextMonth() },
      { decision: "approve", quotedPrice: 1e-7, validUntil: nextMonth() },
      // Over ₹1 crore: ₹3 crore is 3,000,000,000 paise, past the database's integer (500 before).
      { decision: "approve", quotedPrice: 30_000_000, validUntil: nextMonth() },
      { decision: "approve", quotedPrice: 10_000_000.01, validUntil: nextMonth() },
      // Not amounts, though JavaScript's Number() reads them as one (₹1, ₹500, ₹0).
      { decision: "approve", quotedPrice: true, validUntil: nextMonth() },
      { decision: "approve", quotedPrice: [500], validUntil: nextMonth() },
      { decision: "approve", quotedPrice: " ", validUntil: nextMonth() },
      // A day the calendar does not have was read as a later one (31 February as 3 March).
      { decision: "approve", quotedPrice: 100, validUntil: `${new Date().getFullYear() + 1}-02-31` },
      { decision: "reject", message: "  " },
    ]) {
      expect((await patch(body)).status).toBe(400);
    }
    expect((await prisma.quotation.findUniqueOrThrow({ where: { id: quotation.id } })).status).toBe("PENDING");
    expect((await patch({ decision: "reject", message: "We cannot brand this item." })).status).toBe(200);
    expect(await prisma.quotation.findUniqueOrThrow({ where: { id: quotation.id } })).toMatchObject({
      status: "REJECTED",
      quotedPrice: null,
      adminResponse: "We cannot brand this item.",
    });
    expect(
      (
        await respond(
          apiRequest("/api/admin/quotations/nope", {
            method: "PATCH",
            token: adminToken,
            body: { decision: "reject", message: "x" },
          }),
          withId("nope"),
        )
      ).status,
    ).toBe(404);
  });
});

describe("a validity past 31 December 9999", () => {
  it("is a 400 and changes nothing: such a date was stored, read back as an invalid date and broke the shopper's quotations (500)", async () => {
    const quotation = await newQuotation();
    const patch = (validUntil: unknown) =>
      respond(
        apiRequest(`/api/admin/quotations/${quotation.id}`, {
          method: "PATCH",
          token: adminToken,
          body: { decision: "approve", quotedPrice: 100, validUntil },
        }),
        withId(quotation.id),
      );
    // A six-digit year typed in the date field, its ISO form, and the largest time JavaScript has.
    for (const validUntil of ["275760-09-13", "+100000-01-01T00:00:00Z", 8.64e15]) {
      const response = await patch(validUntil);
      expect(response.status, String(validUntil)).toBe(400);
      expect(((await bodyOf(response)) as { message: string }).message).toBe(
        "validUntil must be no later than 31 December 9999.",
      );
    }
    expect((await prisma.quotation.findUniqueOrThrow({ where: { id: quotation.id } })).status).toBe("PENDING");
    const mine = await myQuotations(apiRequest("/api/quotation/my", { token: shopperToken }), {});
    expect(mine.status).toBe(200);
    // The last day there is stays valid.
    expect((await patch("9999-12-31")).status).toBe(200);
    expect((await myQuotations(apiRequest("/api/quotation/my", { token: shopperToken }), {})).status).toBe(200);
  });
});

describe("POST /api/admin/quotations/{id}/withdraw", () => {
  const MISTAKE = "We quoted ₹4,250 by mistake instead of ₹42,500; a corrected quote follows.";
  const post = (id: string, body: unknown, as: "admin" | "shopper" | "guest" = "admin") => {
    const token = { admin: adminToken, shopper: shopperToken, guest: undefined }[as];
    return withdraw(apiRequest(`/api/admin/quotations/${id}/withdraw`, { token, body }), withId(id));
  };
  const approved = async () => {
    const quotation = await newQuotation();
    const body = { decision: "approve", quotedPrice: 4250, validUntil: nextMonth(), message: "Logo included." };
    const ok = await respond(
      apiRequest(`/api/admin/quotations/${quotation.id}`, { method: "PATCH", token: adminToken, body }),
      withId(quotation.id),
    );
    expect(ok.status).toBe(200);
    return quotation;
  };
  const statusOf = async (id: string) =>
    (await prisma.quotation.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;

  it("rejects an approved quotation with the message: the shopper sees it and cannot check it out", async () => {
    const quotation = await approved();
    const response = await post(quotation.id, { message: `  ${MISTAKE}  ` });
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body).toMatchObject({
      message: "Approval withdrawn.",
      quotation: {
        _id: quotation.id,
        status: "rejected",
        quotedPrice: null,
        validityDate: null,
        adminResponse: MISTAKE,
        orderId: null,
        customer: { name: expect.any(String), email: expect.any(String) },
      },
    });
    // The shape the console's list gives the same quotation.
    const listed = (await listPage("?status=rejected")).quotations.find((q) => q._id === quotation.id);
    expect(body.quotation).toEqual(listed);

    const mine = (await bodyOf(
      await myQuotations(apiRequest("/api/quotation/my", { token: shopperToken }), {}),
    )) as unknown as Array<Record<string, unknown>>;
    expect(mine.find((q) => q._id === quotation.id)).toMatchObject({
      status: "rejected",
      quotedPrice: null,
      validityDate: null,
      adminResponse: MISTAKE,
    });
    const checkout = await placeOrder(
      apiRequest("/api/payment/place-order", {
        token: shopperToken,
        body: { ...codBody(), quotationId: quotation.id },
      }),
      {},
    );
    expect(checkout.status).toBe(409);
    expect((await bodyOf(checkout)).message).toBe("This quotation has not been approved, so it cannot be checked out.");
    expect(await prisma.order.count({ where: { quotationId: quotation.id } })).toBe(0);
  });

  it("is for admins only: guests 401, shoppers 403, and the approval stays", async () => {
    const quotation = await approved();
    expect((await post(quotation.id, { message: MISTAKE }, "guest")).status).toBe(401);
    expect((await post(quotation.id, { message: MISTAKE }, "shopper")).status).toBe(403);
    expect(await statusOf(quotation.id)).toBe("APPROVED");
  });

  it("answers 400 without a message, 404 for an unknown quotation and 409 when there is no approval to withdraw", async () => {
    const quotation = await approved();
    for (const body of [{}, { message: "   " }, { message: 42 }, { message: "x".repeat(2001) }]) {
      const response = await post(quotation.id, body);
      expect(response.status).toBe(400);
    }
    expect((await bodyOf(await post(quotation.id, { message: " " }))).message).toBe("message: Tell the shopper why.");
    expect(await statusOf(quotation.id)).toBe("APPROVED");

    expect((await post("no-such-quotation", { message: MISTAKE })).status).toBe(404);

    const pending = await newQuotation();
    const notAnswered = await post(pending.id, { message: MISTAKE });
    expect(notAnswered.status).toBe(409);
    expect((await bodyOf(notAnswered)).message).toBe(
      "This quotation has not been answered yet: there is no approval to withdraw.",
    );
    expect((await post(quotation.id, { message: MISTAKE })).status).toBe(200);
    const twice = await post(quotation.id, { message: "Once more." });
    expect(twice.status).toBe(409);
    expect((await bodyOf(twice)).message).toBe("This quotation was already rejected.");
  });
});
