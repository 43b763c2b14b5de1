import { beforeEach, describe, expect, it } from "vitest";
import { newsletterMessages } from "@/lib/content/newsletter-schema";
import { prisma } from "@/lib/db";
import { fromAddress } from "@/test/integration/accounts";
import { POST } from "./route";

let address = 0;
/** Each test subscribes from its own client address, so throttling never leaks between tests. */
let ip = "";
beforeEach(() => {
  ip = `198.51.100.${++address}`;
});

function subscribe(body: unknown, from = ip) {
  return POST(
    new Request("http://shop.test/api/subs/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...fromAddress(from) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    undefined,
  );
}

describe("POST /api/subs/subscribe", () => {
  it("subscribes a new address once, stored trimmed and lower-cased", async () => {
    const response = await subscribe({ email: "  Rohan.Mehta@Example.IN " });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: newsletterMessages.subscribed });
    const rows = await prisma.newsletterSubscription.findMany({ where: { email: "rohan.mehta@example.in" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.unsubscribedAt).toBeNull();
  });

  it("treats a second sign-up, in any letter case, as a friendly no-op", async () => {
    await prisma.newsletterSubscription.create({ data: { email: "Kavya@Example.in" } });
    for (const email of ["kavya@example.in", "KAVYA@EXAMPLE.IN"]) {
      const response = await subscribe({ email });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: newsletterMessages.alreadySubscribed });
    }
    expect(await prisma.newsletterSubscription.count({ where: { email: "kavya@example.in" } })).toBe(1);
  });

  it("switches an unsubscribed address back on", async () => {
    await prisma.newsletterSubscription.create({ data: { email: "Arjun@Example.in", unsubscribedAt: new Date() } });
    const response = await subscribe({ email: "arjun@example.in" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: newsletterMessages.resubscribed });
    const row = await prisma.newsletterSubscription.findUniqueOrThrow({ where: { email: "ARJUN@example.in" } });
    expect(row.unsubscribedAt).toBeNull();
  });

  it("stores one row when the same address signs up concurrently", async () => {
    const responses = await Promise.all(
      ["sam@example.in", "SAM@example.in", "Sam@Example.in"].map((email, i) =>
        subscribe({ email }, `192.0.2.${i + 1}`),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(await prisma.newsletterSubscription.count({ where: { email: "sam@example.in" } })).toBe(1);
  });

  it.each([
    ["no e-mail", {}, "email: Please enter your e-mail address."],
    ["an empty e-mail", { email: "  " }, "email: Please enter your e-mail address."],
    ["an invalid e-mail", { email: "not-an-address" }, "email: Please enter a valid e-mail address."],
    ["an oversized e-mail", { email: `${"a".repeat(250)}@example.in` }, "email: That e-mail address is too long."],
    ["an e-mail that is not text", { email: 42 }, "email: Please enter your e-mail address."],
    ["malformed JSON", "{email:", "The request body must be valid JSON."],
    ["the e-mail in the query string instead of the body", "", "The request body must be valid JSON."],
  ])("refuses %s with 400 and stores nothing", async (_label, body, message) => {
    const before = await prisma.newsletterSubscription.count();
    const response = await subscribe(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, code: "BAD_REQUEST" });
    expect(await prisma.newsletterSubscription.count()).toBe(before);
  });

  it("throttles a client address after 5 sign-ups in 10 minutes with 429", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await subscribe({ email: `throttle${i}@example.in` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await prisma.newsletterSubscription.count({ where: { email: { startsWith: "throttle" } } })).toBe(5);
    const refused = await subscribe({ email: "throttle9@example.in" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ code: "RATE_LIMITED" });
  });
});
