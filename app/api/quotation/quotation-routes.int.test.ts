import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { issueSessionToken } from "@/lib/auth/session-token";
import { prisma } from "@/lib/db";
import { seed } from "@/prisma/seed";
import { QUOTATION_RATE_LIMIT } from "@/lib/quotations/quotations";
import { apiRequest, bodyOf, createUser, startOfRateLimitWindow, useTestSecret } from "@/test/integration/accounts";
import { POST as create } from "./create/route";
import { GET as mine } from "./my/route";

let token: string;
let otherToken: string;
let productId: string;

beforeAll(async () => {
  useTestSecret();
  await seed(prisma, { log: () => {} });
  const [alice, bob] = await Promise.all([createUser(), createUser()]);
  token = (await issueSessionToken({ id: alice.id, tokenVersion: 0 })).token;
  otherToken = (await issueSessionToken({ id: bob.id, tokenVersion: 0 })).token;
  productId = (await prisma.product.findFirstOrThrow({ select: { id: true } })).id;
});

describe("POST /api/quotation/create and GET /api/quotation/my", () => {
  it("needs a session", async () => {
    expect((await create(apiRequest("/api/quotation/create", { body: {} }), {})).status).toBe(401);
    expect((await mine(apiRequest("/api/quotation/my"), {})).status).toBe(401);
  });

  it("creates a pending request that only its owner sees; role and price fields are ignored", async () => {
    const response = await create(
      apiRequest("/api/quotation/create", {
        token,
        body: {
          items: [{ productId, quantity: 75 }],
          budget: 50000,
          specialNotes: "Logo on the flap",
          status: "approved",
          quotedPrice: 1,
          userId: "someone",
        },
      }),
      {},
    );
    expect(response.status).toBe(201);
    expect(await bodyOf(response)).toMatchObject({
      message: "Quotation request submitted!",
      quotation: { status: "pending" },
    });

    const list = (await bodyOf(await mine(apiRequest("/api/quotation/my", { token }), {}))) as unknown as Array<
      Record<string, unknown>
    >;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      status: "pending",
      budget: 50000,
      quotedPrice: null,
      specialNotes: "Logo on the flap",
    });
    expect(await bodyOf(await mine(apiRequest("/api/quotation/my", { token: otherToken }), {}))).toEqual([]);
  });

  it("answers 400 for bad input and stores nothing", async () => {
    const before = await prisma.quotation.count();
    const bad = [
      { items: [], budget: 100 },
      { items: [{ productId, quantity: -1 }], budget: 100 },
      { items: [{ productId, quantity: 2 }], budget: 0 },
      { items: [{ productId: "missing", quantity: 2 }], budget: 10 },
      // Not amounts: read as ₹1 and ₹500 before (JavaScript's Number(true), Number([500])).
      { items: [{ productId, quantity: 2 }], budget: true },
      { items: [{ productId, quantity: 2 }], budget: [500] },
      { items: [{ productId, quantity: 2 }], budget: "" },
    ];
    for (const body of bad) {
      const response = await create(apiRequest("/api/quotation/create", { token, body }), {});
      expect(response.status).toBe(400);
      expect((await bodyOf(response)).message).toEqual(expect.any(String));
    }
    const malformed = new Request("http://localhost/api/quotation/create", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{not json",
    });
    expect((await create(malformed, {})).status).toBe(400);
    expect(await prisma.quotation.count()).toBe(before);
  });

  afterEach(() => vi.useRealTimers());

  it("holds a shopper to QUOTATION_RATE_LIMIT requests per window (429 with Retry-After), storing nothing past it", async () => {
    startOfRateLimitWindow(QUOTATION_RATE_LIMIT.windowMs);
    const user = await createUser();
    const spammer = (await issueSessionToken({ id: user.id, tokenVersion: 0 })).token;
    const body = { items: [{ productId, quantity: 50 }], budget: 10000, specialNotes: "x".repeat(2000) };
    const send = () => create(apiRequest("/api/quotation/create", { token: spammer, body }), {});
    for (let call = 0; call < QUOTATION_RATE_LIMIT.limit; call += 1) expect((await send()).status).toBe(201);
    const throttled = await send();
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await bodyOf(throttled)).message).toMatch(/quotation requests/);
    expect(await prisma.quotation.count({ where: { userId: user.id } })).toBe(QUOTATION_RATE_LIMIT.limit);
    // Another shopper is not held back by it.
    const other = await create(apiRequest("/api/quotation/create", { token: otherToken, body }), {});
    expect(other.status).toBe(201);
  });
});
