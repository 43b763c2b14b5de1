import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterMessages } from "@/lib/content/newsletter-schema";
import { prisma } from "@/lib/db";
import { fromAddress, useTestSecret } from "@/test/integration/accounts";
import { linkIn, sentMails } from "@/test/integration/outbox";
import { POST } from "./route";

// Double opt-in (docs/adr/0031-newsletter-double-opt-in.md): a sign-up answers
// the same whatever the address's state, and mails its owner a link to confirm
// only when the address is not subscribed yet, at most 3 times a day.

let address = 0;
/** Each test subscribes from its own client address, so throttling never leaks between tests. */
let ip = "";
beforeAll(() => useTestSecret());
beforeEach(() => {
  ip = `198.51.100.${++address}`;
});

function subscribe(body: unknown, { from = ip, query = "" } = {}) {
  return POST(
    new Request(`http://shop.test/api/subs/subscribe${query}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...fromAddress(from) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    undefined,
  );
}

const CHECK_INBOX = { message: "Thanks! Please check your inbox and confirm your subscription." };
const row = (email: string) =>
  prisma.newsletterSubscription.findUniqueOrThrow({
    where: { email },
    select: { confirmedAt: true, unsubscribedAt: true, createdAt: true },
  });

describe("POST /api/subs/subscribe", () => {
  it("answers a new, a waiting, a subscribed and an unsubscribed address alike", async () => {
    const long = new Date("2026-01-05T10:00:00Z");
    await prisma.newsletterSubscription.createMany({
      data: [
        { email: "waiting@example.in" },
        { email: "member@example.in", confirmedAt: long },
        { email: "left@example.in", confirmedAt: long, unsubscribedAt: long },
      ],
    });
    const answers = [];
    for (const email of ["Newbie@Example.in", "waiting@example.in", "MEMBER@example.in", "left@example.in"]) {
      const response = await subscribe({ email }, { from: `192.0.2.${answers.length + 10}` });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers).toEqual(Array(4).fill({ status: 200, body: CHECK_INBOX }));
    expect(CHECK_INBOX.message).toBe(newsletterMessages.checkInbox);
    // A new address waits for its owner; the others are as they were.
    expect(await row("newbie@example.in")).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
    expect(await row("waiting@example.in")).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
    expect(await row("member@example.in")).toMatchObject({ confirmedAt: long, unsubscribedAt: null });
    expect(await row("left@example.in")).toMatchObject({ confirmedAt: long, unsubscribedAt: long });
  });

  it("mails a link to confirm to a new, waiting or unsubscribed address, never to a subscribed one", async () => {
    await prisma.newsletterSubscription.createMany({
      data: [
        { email: "m-waiting@example.in" },
        { email: "m-member@example.in", confirmedAt: new Date() },
        { email: "m-left@example.in", confirmedAt: new Date(), unsubscribedAt: new Date() },
      ],
    });
    for (const email of ["m-new@example.in", "m-waiting@example.in", "m-member@example.in", "m-left@example.in"]) {
      expect((await subscribe({ email }, { from: `192.0.2.${email.length}` })).status).toBe(200);
    }
    expect(await sentMails("m-member@example.in")).toEqual([]);
    for (const email of ["m-new@example.in", "m-waiting@example.in", "m-left@example.in"]) {
      const [mail, ...more] = await sentMails(email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe("Please confirm your subscription to the Kosh & Co. newsletter");
      const link = linkIn(mail!, "/newsletter/confirm");
      expect(link.pathname).toBe("/newsletter/confirm");
      expect(link.searchParams.get("email")).toBe(email);
      expect(link.searchParams.get("token")).toMatch(/^\d+\.[0-9a-f]{64}$/);
      expect(mail?.html).toContain(`href="${link.toString().replaceAll("&", "&amp;")}"`);
    }
  });

  it("mails in Hindi, with the Hindi page's link, when the request asks with ?lang=hi", async () => {
    const response = await subscribe({ email: "hindi@example.in" }, { query: "?lang=hi" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: "धन्यवाद! कृपया अपना इनबॉक्स देखें और अपना सब्सक्रिप्शन कन्फ़र्म करें।",
    });
    const [mail] = await sentMails("hindi@example.in");
    expect(mail?.subject).toBe("कृपया Kosh & Co. न्यूज़लेटर का अपना सब्सक्रिप्शन कन्फ़र्म करें");
    expect(mail?.html).toContain('<html lang="hi-IN">');
    expect(linkIn(mail!, "/newsletter/confirm").pathname).toBe("/hi/newsletter/confirm");
  });

  it("mails one address at most 3 times a day, from any connection, and answers the same past that", async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const response = await subscribe(
        { email: i % 2 ? "Flood@Example.in" : "flood@example.in" },
        { from: `203.0.113.${i + 1}` },
      );
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers).toEqual(Array(5).fill({ status: 200, body: CHECK_INBOX }));
    expect(await sentMails("flood@example.in")).toHaveLength(3);
    expect(await prisma.newsletterSubscription.count({ where: { email: "flood@example.in" } })).toBe(1);
  });

  it("stores one row when the same address signs up concurrently", async () => {
    const responses = await Promise.all(
      ["sam@example.in", "SAM@example.in", "Sam@Example.in"].map((email, i) =>
        subscribe({ email }, { from: `192.0.2.${i + 1}` }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
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
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await prisma.newsletterSubscription.count({ where: { email: { startsWith: "throttle" } } })).toBe(5);
    const refused = await subscribe({ email: "throttle9@example.in" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ code: "RATE_LIMITED" });
  });
});
