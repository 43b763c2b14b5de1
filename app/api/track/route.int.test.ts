import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import {
  TRACK_PHONE_LIMITED_MESSAGE,
  TRACK_PHONE_MISSES,
  TRACK_PHONE_MISSES_PER_ADDRESS,
} from "@/lib/orders/tracking-limits";
import { apiRequest, bodyOf, startOfRateLimitWindow, useTestSecret } from "@/test/integration/accounts";
import { product, shopper } from "@/test/integration/checkout";
import { createTestOrder } from "@/test/integration/orders";
import { GET as track } from "./route";

beforeAll(() => {
  useTestSecret();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A guest's look-up from its own address: the per-address limit (30 in 10 minutes) never comes into it. */
let addresses = 0;
const lookUp = (query: string, token?: string) =>
  track(apiRequest(`/api/track?${query}`, { ip: `198.51.100.${++addresses % 250}`, token }), {});

describe("GET /api/track: one phone number's misses, from any number of addresses", () => {
  it("stops trying order numbers with a known phone number once its misses are spent, found or not; the owner still tracks", async () => {
    startOfRateLimitWindow(TRACK_PHONE_MISSES.windowMs);
    const owner = await shopper();
    const bag = await product(45_000, 5);
    const order = await createTestOrder({ userId: owner.id, lines: [{ productId: bag.id, quantity: 1 }] });
    const phone = order.shipPhone.slice(3); // "98…", as a shopper types it
    expect((await lookUp(`orderId=${order.number}&phone=${phone}`)).status).toBe(200);

    // Someone who knows the phone number tries the order numbers below it, each from a new address.
    for (let miss = 1; miss <= TRACK_PHONE_MISSES.limit; miss++) {
      const response = await lookUp(`orderId=%23${order.number + 1000 + miss}&phone=${phone}`);
      expect(response.status, `miss ${miss}`).toBe(404);
    }
    // Spent: the right number is refused too (with another spelling of the phone), so it tells nothing.
    const refused = await lookUp(`orderId=${order.number}&phone=%2B91%20${phone}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await bodyOf(refused)).toMatchObject({ message: TRACK_PHONE_LIMITED_MESSAGE, code: "RATE_LIMITED" });
    expect((await bodyOf(await lookUp(`orderId=${order.number}&phone=${phone}&lang=hi`))).message).toMatch(
      /[\u0900-\u097F]/,
    );

    // The owner, signed in, needs no phone; another phone number has its own budget.
    const mine = await lookUp(`orderId=${order.number}&phone=${phone}`, owner.token);
    expect(mine.status).toBe(200);
    expect(await bodyOf(mine)).toMatchObject({ orderId: order.id, number: order.number });
    expect((await lookUp(`orderId=${order.number}&phone=9123456780`)).status).toBe(404);
  });

  it("stops one address guessing with a phone number without locking the owner out of tracking it elsewhere", async () => {
    startOfRateLimitWindow(TRACK_PHONE_MISSES.windowMs);
    const owner = await shopper();
    const bag = await product(52_000, 5);
    const order = await createTestOrder({ userId: owner.id, lines: [{ productId: bag.id, quantity: 1 }] });
    const attacker = "203.0.113.66";
    const from = (ip: string, orderId: number) =>
      track(apiRequest(`/api/track?orderId=${orderId}&phone=${order.shipPhone}`, { ip }), {});

    // One address guesses as long as the hour lets it: as many misses as the phone's whole budget, paced
    // under the per-address limit on look-ups (30 in 10 minutes).
    for (let guess = 1; guess <= TRACK_PHONE_MISSES.limit; guess++) {
      if (guess % 25 === 0) vi.setSystemTime(Date.now() + 10 * 60 * 1000);
      expect([404, 429]).toContain((await from(attacker, order.number + 2000 + guess)).status);
    }
    // It was stopped after its own few misses, and is refused the right number too, so it learns nothing.
    const stopped = await from(attacker, order.number);
    expect(stopped.status).toBe(429);
    expect(await bodyOf(stopped)).toMatchObject({ message: TRACK_PHONE_LIMITED_MESSAGE });
    const phoneMisses = await prisma.rateLimitBucket.aggregate({
      where: { key: `track:phone:${order.shipPhone}` },
      _sum: { count: true },
    });
    expect(phoneMisses._sum.count).toBe(TRACK_PHONE_MISSES_PER_ADDRESS.limit);
    // The owner, not signed in, still tracks the order from their own network.
    expect((await from("198.51.100.251", order.number)).status).toBe(200);
  });

  it("holds one address to its few misses when it sends its guesses all at once, the right one among them", async () => {
    startOfRateLimitWindow(TRACK_PHONE_MISSES.windowMs);
    const owner = await shopper();
    const bag = await product(47_000, 5);
    const order = await createTestOrder({ userId: owner.id, lines: [{ productId: bag.id, quantity: 1 }] });
    const attacker = "203.0.113.67";
    // 25 order numbers at once (under the 30 look-ups an address may make in 10 minutes), the right one last.
    const guesses = [...Array.from({ length: 24 }, (_, i) => order.number + 4000 + i), order.number];
    const statuses = await Promise.all(
      guesses.map(async (orderId) => {
        const request = apiRequest(`/api/track?orderId=${orderId}&phone=${order.shipPhone}`, { ip: attacker });
        return (await track(request, {})).status;
      }),
    );
    // Answered (found or not) no more often than the address's budget of misses lets it ask one by one;
    // every other guess is refused, so the burst learns no more than the same guesses sent in turn.
    const answered = statuses.filter((status) => status !== 429);
    expect(answered.length, statuses.join(" ")).toBeLessThanOrEqual(TRACK_PHONE_MISSES_PER_ADDRESS.limit);
    const phoneMisses = await prisma.rateLimitBucket.aggregate({
      where: { key: `track:phone:${order.shipPhone}` },
      _sum: { count: true },
    });
    expect(phoneMisses._sum.count).toBeLessThanOrEqual(TRACK_PHONE_MISSES_PER_ADDRESS.limit);
  });

  it("counts only misses: a shopper who tracks their own order often is never refused", async () => {
    startOfRateLimitWindow(TRACK_PHONE_MISSES.windowMs);
    const owner = await shopper();
    const bag = await product(30_000, 5);
    const order = await createTestOrder({ userId: owner.id, lines: [{ productId: bag.id, quantity: 1 }] });
    for (let lookup = 0; lookup <= TRACK_PHONE_MISSES.limit; lookup++) {
      expect((await lookUp(`orderId=${order.number}&phone=${order.shipPhone}`)).status).toBe(200);
    }
    // Each look-up held a place in the phone's budget while it ran and gave it back: nothing is counted.
    const counted = await prisma.rateLimitBucket.aggregate({
      where: { key: `track:phone:${order.shipPhone}` },
      _sum: { count: true },
    });
    expect(counted._sum.count ?? 0).toBe(0);
  });
});

describe("GET /api/track by the courier's tracking number (AWB)", () => {
  it("finds the order by its AWB, typed in any case, with its phone number; not without it, and not an AWB never given", async () => {
    const owner = await shopper();
    const bag = await product(41_000, 5);
    const order = await createTestOrder({ userId: owner.id, lines: [{ productId: bag.id, quantity: 1 }] });
    const awb = `DLV${order.number}X${Date.now()}`.slice(0, 30);
    await prisma.order.update({ where: { id: order.id }, data: { courier: "DELHIVERY", trackingNumber: awb } });
    const phone = order.shipPhone.slice(3);

    const found = await lookUp(`orderId=${awb.toLowerCase()}&phone=${phone}`);
    expect(found.status).toBe(200);
    expect(await bodyOf(found)).toMatchObject({
      number: order.number,
      shipment: { courier: "Delhivery", trackingNumber: awb },
    });
    expect((await lookUp(`orderId=${awb}&phone=9123456780`)).status).toBe(404);
    expect((await lookUp(`orderId=${awb}`)).status).toBe(404);
    expect((await lookUp(`orderId=NOSUCHAWB123&phone=${phone}`)).status).toBe(404);
    // Its owner, signed in, needs no phone.
    expect((await lookUp(`orderId=${awb}`, owner.token)).status).toBe(200);
  });
});
