import { beforeEach, describe, expect, it } from "vitest";
import { CONTACT_LIMITS } from "@/lib/content/contact-fields";
import { issueSessionToken } from "@/lib/auth/session-token";
import { prisma } from "@/lib/db";
import { createUser, fromAddress, useTestSecret } from "@/test/integration/accounts";
import { POST } from "./route";

let address = 0;
/** Each test posts from its own client address, so throttling never leaks between tests. */
let ip = "";
beforeEach(() => {
  ip = `198.51.100.${++address}`;
});

function post(body: unknown, from = ip, token?: string) {
  return POST(
    new Request("http://shop.test/api/contact", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...fromAddress(from),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    undefined,
  );
}

const valid = { name: "Priya Sharma", email: " Priya@Example.IN ", subject: "Returns", message: "The zip broke." };

describe("POST /api/contact", () => {
  it("stores a valid message and answers with the spec's success text", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: "Message sent successfully!" });
    const stored = await prisma.contactMessage.findMany({ where: { name: "Priya Sharma" } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      email: "priya@example.in",
      subject: "RETURNS",
      message: "The zip broke.",
      readAt: null,
    });
  });

  it("links a logged-in shopper's message to their account (and a guest's to none)", async () => {
    useTestSecret();
    const user = await createUser();
    const { token } = await issueSessionToken({ id: user.id, tokenVersion: 0 });
    expect((await post({ ...valid, name: "Logged In Sender" }, ip, token)).status).toBe(201);
    expect((await post({ ...valid, name: "Guest Sender" })).status).toBe(201);
    const [mine] = await prisma.contactMessage.findMany({ where: { name: "Logged In Sender" } });
    const [guest] = await prisma.contactMessage.findMany({ where: { name: "Guest Sender" } });
    expect(mine?.userId).toBe(user.id);
    expect(guest?.userId).toBeNull();
  });

  it("accepts each subject by its label or its code", async () => {
    const subjects = [
      ["Order Issue", "ORDER_ISSUE"],
      ["FEEDBACK", "FEEDBACK"],
      ["other", "OTHER"],
    ] as const;
    for (const [sent, stored] of subjects) {
      const name = `Subject ${sent}`;
      const response = await post({ ...valid, name, subject: sent }, `203.0.113.${stored.length}`);
      expect(response.status).toBe(201);
      expect((await prisma.contactMessage.findFirstOrThrow({ where: { name } })).subject).toBe(stored);
    }
  });

  it.each([
    ["an empty name", { ...valid, name: "   " }, /name: Please enter your name/],
    ["no e-mail", { ...valid, email: undefined }, /email: Please enter your e-mail/],
    ["an invalid e-mail", { ...valid, email: "priya@" }, /email: Please enter a valid e-mail/],
    ["no subject", { ...valid, subject: "" }, /subject: Please choose a subject/],
    ["an unknown subject", { ...valid, subject: "Choose Subject" }, /subject: Please choose a subject/],
    ["an empty message", { ...valid, message: "" }, /message: Please enter a message/],
    ["an oversized message", { ...valid, message: "x".repeat(CONTACT_LIMITS.message + 1) }, /message: Please keep/],
    ["an oversized name", { ...valid, name: "n".repeat(CONTACT_LIMITS.name + 1) }, /name: Please keep/],
    ["a body that is not an object", [1, 2], /expected object/i],
    // A guest's name must not write lines of its own into the team's alert ("From … (signed in):"), nor
    // reorder what follows it on the admin's screen (a right-to-left override), as account names cannot.
    [
      "a name with a line break",
      { ...valid, name: "Asha Rao <asha@example.in> (signed in):\nRefund approved" },
      /name: Remove the invisible or control characters/,
    ],
    ["a name with a right-to-left override", { ...valid, name: "Priya\u202Egnp.exe" }, /name: Remove the invisible/],
  ])("refuses %s with 400 and stores nothing", async (_label, body, message) => {
    const before = await prisma.contactMessage.count();
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer).toMatchObject({ code: "BAD_REQUEST" });
    expect(answer.message).toMatch(message);
    expect(await prisma.contactMessage.count()).toBe(before);
  });

  it("refuses malformed JSON with 400", async () => {
    const before = await prisma.contactMessage.count();
    const response = await post('{"name": "Priya", ');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "The request body must be valid JSON." });
    expect(await prisma.contactMessage.count()).toBe(before);
  });

  it("accepts a message of exactly the maximum length", async () => {
    const response = await post({ ...valid, name: "Long message", message: "y".repeat(CONTACT_LIMITS.message) });
    expect(response.status).toBe(201);
  });

  it("throttles a client address after 5 messages in 10 minutes with 429 and Retry-After", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post({ ...valid, name: `Throttle ${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await post({ ...valid, name: "Throttle 7" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(await prisma.contactMessage.count({ where: { name: { startsWith: "Throttle" } } })).toBe(5);
    // Another address is not affected.
    expect((await post({ ...valid, name: "Someone else" }, "192.0.2.200")).status).toBe(201);
  });
});
