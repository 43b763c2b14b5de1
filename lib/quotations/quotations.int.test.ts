import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { getCheckoutSummary } from "@/lib/orders/checkout";
import { seed } from "@/prisma/seed";
import { viewerFor } from "@/test/integration/accounts";
import { listQuotationsForAdmin } from "./admin";
import {
  createQuotation,
  createQuotationSchema,
  listMyQuotations,
  MAX_QUOTATION_QUANTITY,
  QUOTATION_HISTORY_LIMIT,
} from "./quotations";

let alice: string;
let bob: string;
let productIds: string[];

beforeAll(async () => {
  await seed(prisma, { log: () => {} });
  alice = (await prisma.user.create({ data: { name: "Alice", email: "alice@quote.test", passwordHash: "x" } })).id;
  bob = (await prisma.user.create({ data: { name: "Bob", email: "bob@quote.test", passwordHash: "x" } })).id;
  productIds = (await prisma.product.findMany({ take: 2, orderBy: { slug: "asc" }, select: { id: true } })).map(
    (p) => p.id,
  );
});

describe("quotations", () => {
  it("creates a pending request with the budget in paise, merging repeated products", async () => {
    const input = createQuotationSchema.parse({
      items: [
        { productId: productIds[0], quantity: 60 },
        { productId: productIds[1], quantity: 40 },
        { productId: productIds[0], quantity: 10 },
      ],
      budget: "125000.50",
      specialNotes: "  Logo embroidery, deliver by 15 Jan  ",
      status: "APPROVED",
      quotedPrice: 1,
    });
    const created = await createQuotation(alice, input);
    const stored = await prisma.quotation.findUniqueOrThrow({ where: { id: created.id }, include: { items: true } });
    expect(stored).toMatchObject({
      status: "PENDING",
      budget: 12_500_050,
      quotedPrice: null,
      specialNotes: "Logo embroidery, deliver by 15 Jan",
    });
    expect(stored.items.map((i) => [i.productId, i.quantity]).sort()).toEqual(
      [
        [productIds[0], 70],
        [productIds[1], 40],
      ].sort(),
    );
  });

  it("lists only the caller's quotations in the spec's shape", async () => {
    const mine = await listMyQuotations(alice);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      status: "pending",
      budget: 125000.5,
      quotedPrice: null,
      items: expect.arrayContaining([
        { productId: { _id: productIds[0], name: expect.any(String) }, quantity: 70, size: "", color: "" },
      ]),
    });
    expect(await listMyQuotations(bob)).toEqual([]);
  });

  it("lists at most the newest QUOTATION_HISTORY_LIMIT, however many a shopper has sent over time", async () => {
    const carol = (await prisma.user.create({ data: { name: "Carol", email: "carol@quote.test", passwordHash: "x" } }))
      .id;
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i <= QUOTATION_HISTORY_LIMIT; i += 1)
      await prisma.quotation.create({
        data: {
          userId: carol,
          budget: 100_00 + i,
          createdAt: new Date(start + i * 60_000),
          items: { create: [{ productId: productIds[0]!, quantity: 1 }] },
        },
      });
    const listed = await listMyQuotations(carol);
    expect(listed).toHaveLength(QUOTATION_HISTORY_LIMIT);
    expect(listed[0]!.budget).toBe((100_00 + QUOTATION_HISTORY_LIMIT) / 100); // the newest first
    expect(listed.at(-1)!.budget).toBe((100_00 + 1) / 100); // the oldest left out
  });

  it.each([
    [{ items: [], budget: 100 }, "Add at least one product to the quotation."],
    [{ items: [{ productId: "p", quantity: 0 }], budget: 100 }, "quantity must be at least 1."],
    [{ items: [{ productId: "p", quantity: 1.5 }], budget: 100 }, "quantity must be a whole number."],
    [{ items: [{ productId: "p", quantity: 1 }], budget: -5 }, "budget must be more than ₹0."],
    [{ items: [{ productId: "p", quantity: 1 }], budget: "lots" }, "budget must be an amount in rupees."],
    [{ items: [{ productId: "p", quantity: 1 }], budget: 0.001 }, "budget can have at most two decimals (paise)."],
    [{ items: [{ productId: "p", quantity: 1 }], budget: 1e-7 }, "budget can have at most two decimals (paise)."],
  ])("refuses %j", (body, message) => {
    const result = createQuotationSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("holds a product's merged quantity to MAX_QUOTATION_QUANTITY, as it holds each line's", async () => {
    const before = await prisma.quotation.count();
    const input = createQuotationSchema.parse({
      items: [
        { productId: productIds[0], quantity: MAX_QUOTATION_QUANTITY },
        { productId: productIds[0], quantity: 1 },
      ],
      budget: 10,
    });
    await expect(createQuotation(bob, input)).rejects.toMatchObject({
      kind: "invalid-input",
      message: `quantity can be at most ${MAX_QUOTATION_QUANTITY}.`,
    });
    expect(await prisma.quotation.count()).toBe(before);
  });

  it("keeps each cart line's size and colour, down to the order's lines: two colours are two lines", async () => {
    const bottle = await prisma.product.findFirstOrThrow({
      where: { isActive: true, sizes: { isEmpty: true }, colors: { isEmpty: false } },
      orderBy: { slug: "asc" },
      select: { id: true, colors: true },
    });
    const [first, second] = bottle.colors as [string, string];
    const dev = (await prisma.user.create({ data: { name: "Dev", email: "dev@quote.test", passwordHash: "x" } })).id;
    const input = createQuotationSchema.parse({
      items: [
        { productId: bottle.id, quantity: 30, color: first },
        { productId: bottle.id, quantity: 20, color: second },
        { productId: bottle.id, quantity: 5, color: first },
      ],
      budget: 20000,
    });
    const created = await createQuotation(dev, input);
    const stored = await prisma.quotation.findUniqueOrThrow({ where: { id: created.id }, include: { items: true } });
    expect(stored.items.map((i) => [i.color, i.quantity]).sort()).toEqual(
      [
        [first, 35],
        [second, 20],
      ].sort(),
    );
    expect((await listMyQuotations(dev))[0]!.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ size: "", color: first, quantity: 35 })]),
    );
    // Approved, it is checked out with those colours.
    await prisma.quotation.update({
      where: { id: created.id },
      data: { status: "APPROVED", quotedPrice: 1_500_000, validUntil: new Date(Date.now() + 86_400_000) },
    });
    const summary = await getCheckoutSummary(dev, { quotationId: created.id });
    expect(summary.lines.map((line) => [line.color, line.quantity]).sort()).toEqual(
      [
        [first, 35],
        [second, 20],
      ].sort(),
    );
    await expect(
      createQuotation(
        dev,
        createQuotationSchema.parse({ items: [{ productId: bottle.id, quantity: 5, color: "Chartreuse" }], budget: 1 }),
      ),
    ).rejects.toThrow(`color must be one of: ${bottle.colors.join(", ")}.`);
  });

  it("refuses unknown products and stores nothing", async () => {
    const before = await prisma.quotation.count();
    await expect(
      createQuotation(bob, createQuotationSchema.parse({ items: [{ productId: "nope", quantity: 5 }], budget: 10 })),
    ).rejects.toMatchObject({ kind: "invalid-input" });
    expect(await prisma.quotation.count()).toBe(before);
  });

  it("an approved quotation past its valid-till date reads as expired to the shopper and the admin, as checkout refuses it", async () => {
    const dave = (await prisma.user.create({ data: { name: "Dave", email: "dave@quote.test", passwordHash: "x" } })).id;
    const admin = await viewerFor(
      await prisma.user.create({
        data: { name: "Admin", email: "admin@quote.test", passwordHash: "x", role: "ADMIN" },
      }),
    );
    const approved = async (validUntil: Date) => {
      const { id } = await createQuotation(
        dave,
        createQuotationSchema.parse({ items: [{ productId: productIds[0], quantity: 20 }], budget: "5000" }),
      );
      await prisma.quotation.update({
        where: { id },
        data: { status: "APPROVED", quotedPrice: 450_000, validUntil, adminResponse: "Best price." },
      });
      return id;
    };
    const past = await approved(new Date(Date.now() - 3_600_000));
    const future = await approved(new Date(Date.now() + 86_400_000));
    const mine = await listMyQuotations(dave);
    expect(mine.find((q) => q._id === past)).toMatchObject({ status: "approved", expired: true });
    expect(mine.find((q) => q._id === future)).toMatchObject({ status: "approved", expired: false });
    const listed = (await listQuotationsForAdmin(admin, { status: "approved", page: 1 })).quotations;
    expect(listed.find((q) => q._id === past)?.expired).toBe(true);
    expect(listed.find((q) => q._id === future)?.expired).toBe(false);
    // The same rule as checkout's: the expired one is refused there, the other is not.
    await expect(getCheckoutSummary(dave, { quotationId: past })).rejects.toThrow(/expired/);
  });
});
