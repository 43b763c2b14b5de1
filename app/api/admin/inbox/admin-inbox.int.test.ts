import { beforeAll, describe, expect, it } from "vitest";
import { issueSessionToken } from "@/lib/auth/session-token";
import { unsubscribeToken } from "@/lib/content/newsletter-tokens";
import { prisma } from "@/lib/db";
import { siteUrl } from "@/lib/seo/site";
import { apiRequest, createUser, useTestSecret, withId } from "@/test/integration/accounts";
import { PATCH as markMessage } from "./messages/[id]/route";
import { GET as messagesCsv } from "./messages.csv/route";
import { GET as messages } from "./messages/route";
import { GET as subscribersCsv } from "./subscribers.csv/route";
import { GET as subscribers } from "./subscribers/route";

let adminToken: string;
let shopperToken: string;

type Handler = (request: Request, context: unknown) => Promise<Response>;
const get = (handler: Handler, path: string, token = adminToken) => handler(apiRequest(path, { token }), {});
const text = async (response: Response) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());

beforeAll(async () => {
  useTestSecret();
  const [admin, shopper] = await Promise.all([createUser({ role: "ADMIN" }), createUser()]);
  adminToken = (await issueSessionToken({ id: admin.id, tokenVersion: 0 })).token;
  shopperToken = (await issueSessionToken({ id: shopper.id, tokenVersion: 0 })).token;
  const minute = 60_000;
  const start = Date.now() - 60 * minute;
  await prisma.contactMessage.createMany({
    data: [
      {
        name: "Asha Verma",
        email: "asha@example.in",
        subject: "ORDER_ISSUE",
        message: "Order #12 arrived late.",
        createdAt: new Date(start),
      },
      {
        name: '=HYPERLINK("http://evil.example","click")',
        email: "@attacker.example",
        subject: "OTHER",
        message: '+cmd|" /C calc"!A0, then "quotes"\nand a second line',
        createdAt: new Date(start + minute),
      },
      {
        name: "Ravi, Kumar",
        email: "ravi@example.in",
        subject: "FEEDBACK",
        message: "-2+3 is a great bag",
        createdAt: new Date(start + 2 * minute),
      },
    ],
  });
  await prisma.newsletterSubscription.createMany({
    data: [
      { email: "first@example.in", createdAt: new Date(start), confirmedAt: new Date(start + minute) },
      {
        email: "gone@example.in",
        createdAt: new Date(start + minute),
        confirmedAt: new Date(start + minute),
        unsubscribedAt: new Date(start + 2 * minute),
      },
      { email: "-1+1@example.in", createdAt: new Date(start + 3 * minute) },
    ],
  });
});

describe("admin inbox API", () => {
  it("answers 401 to a guest and 403 to a shopper on every route", async () => {
    for (const [handler, path] of [
      [messages, "/api/admin/inbox/messages"],
      [messages, "/api/admin/inbox/messages?format=csv"],
      [messagesCsv, "/api/admin/inbox/messages.csv"],
      [subscribers, "/api/admin/inbox/subscribers"],
      [subscribers, "/api/admin/inbox/subscribers?format=csv"],
      [subscribersCsv, "/api/admin/inbox/subscribers.csv"],
    ] as const) {
      expect((await handler(apiRequest(path), {})).status, path).toBe(401);
      const shopper = await get(handler, path, shopperToken);
      expect(shopper.status, path).toBe(403);
      expect(shopper.headers.get("content-type")).toMatch(/json/);
    }
  });

  it("lists contact messages newest first with the subject's label", async () => {
    const response = await get(messages, "/api/admin/inbox/messages");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: Array<{ name: string; subject: string }>; total: number };
    expect(body.total).toBe(3);
    expect(body.items.map((m) => m.name)).toEqual([
      "Ravi, Kumar",
      '=HYPERLINK("http://evil.example","click")',
      "Asha Verma",
    ]);
    expect(body.items.map((m) => m.subject)).toEqual(["Feedback", "Other", "Order Issue"]);
    expect((await get(messages, "/api/admin/inbox/messages?page=0")).status).toBe(400);
    expect((await get(messages, "/api/admin/inbox/messages?format=xml")).status).toBe(400);
  });

  it("downloads messages as CSV: quoted where needed, formula cells defused", async () => {
    for (const path of ["/api/admin/inbox/messages.csv", "/api/admin/inbox/messages?format=csv"]) {
      const response = await get(path.includes("?") ? messages : messagesCsv, path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="contact-messages-[\d-]+\.csv"$/,
      );
      const csv = await text(response);
      expect(csv.startsWith("\uFEFF")).toBe(true);
      const lines = csv.slice(1).split("\r\n");
      expect(lines[0]).toBe("Received (UTC),Name,Email,Subject,Message,Read");
      expect(lines[1]).toMatch(
        /^\d{4}-\d\d-\d\dT[\d:.]+Z,"Ravi, Kumar",ravi@example.in,Feedback,'-2\+3 is a great bag,no$/,
      );
      expect(csv).toContain(
        `,"'=HYPERLINK(""http://evil.example"",""click"")",'@attacker.example,Other,"'+cmd|"" /C calc""!A0, then ""quotes""\nand a second line",no\r\n`,
      );
      expect(csv).toMatch(/,Asha Verma,asha@example\.in,Order Issue,Order #12 arrived late\.,no\r\n$/);
    }
  });

  it("lists and downloads newsletter sign-ups with their state: only confirmed ones are subscribed", async () => {
    const list = (await (await get(subscribers, "/api/admin/inbox/subscribers")).json()) as {
      items: Array<{ email: string; subscribed: boolean }>;
      total: number;
      subscribedTotal: number;
    };
    expect(list.items).toMatchObject([
      { email: "-1+1@example.in", state: "waiting", subscribed: false, confirmedAt: null },
      { email: "gone@example.in", state: "unsubscribed", subscribed: false },
      { email: "first@example.in", state: "subscribed", subscribed: true, confirmedAt: expect.any(String) },
    ]);
    expect(list).toMatchObject({ total: 3, subscribedTotal: 1 });
    const response = await get(subscribersCsv, "/api/admin/inbox/subscribers.csv");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="newsletter-subscribers-/);
    const lines = (await text(response)).slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Email,Signed up at (UTC),Status,Confirmed at (UTC),Unsubscribed at (UTC),Unsubscribe link,One-click unsubscribe URL (List-Unsubscribe)",
    );
    const date = "\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z";
    const links = (email: string) => {
      const query = new URLSearchParams({ email, token: unsubscribeToken(email) }).toString();
      return `${siteUrl()}/newsletter/unsubscribe?${query},${siteUrl()}/api/subs/unsubscribe?${query}`;
    };
    expect(lines[1]).toMatch(new RegExp(`^'-1\\+1@example\\.in,${date},waiting for confirmation,,,`));
    expect(lines[1]!.endsWith(`,,,${links("-1+1@example.in")}`)).toBe(true);
    expect(lines[2]).toMatch(new RegExp(`^gone@example\\.in,${date},unsubscribed,${date},${date},`));
    expect(lines[3]).toMatch(new RegExp(`^first@example\\.in,${date},subscribed,${date},,`));
    expect(lines[3]!.endsWith(`,,${links("first@example.in")}`)).toBe(true);
    expect(lines[4]).toBe("");
  });

  it("marks a message read and unread again; the list, the unread count and the CSV say so", async () => {
    type Message = { id: string; name: string; readAt: string | null };
    const list = async () =>
      (await (await get(messages, "/api/admin/inbox/messages")).json()) as { items: Message[]; unread: number };
    const asha = (await list()).items.find((m) => m.name === "Asha Verma")!;
    expect(asha.readAt).toBeNull();
    expect((await list()).unread).toBe(3);
    const mark = (id: string, body: unknown, token = adminToken) =>
      markMessage(apiRequest(`/api/admin/inbox/messages/${id}`, { method: "PATCH", body, token }), withId(id));

    expect(
      (
        await markMessage(
          apiRequest(`/api/admin/inbox/messages/${asha.id}`, { method: "PATCH", body: { read: true } }),
          withId(asha.id),
        )
      ).status,
    ).toBe(401);
    expect((await mark(asha.id, { read: true }, shopperToken)).status).toBe(403);
    const bad = await mark(asha.id, { read: "yes" });
    expect(bad.status).toBe(400);
    expect((await mark("no-such-message", { read: true })).status).toBe(404);
    expect((await list()).unread).toBe(3);

    const read = await mark(asha.id, { read: true });
    expect(read.status).toBe(200);
    const readAt = ((await read.json()) as Message).readAt;
    expect(readAt).toEqual(expect.any(String));
    // Marking it read again keeps when it was first read.
    expect(((await (await mark(asha.id, { read: true })).json()) as Message).readAt).toBe(readAt);
    expect((await list()).items.find((m) => m.id === asha.id)!.readAt).toBe(readAt);
    expect((await list()).unread).toBe(2);
    expect(await text(await get(messagesCsv, "/api/admin/inbox/messages.csv"))).toMatch(
      /,Asha Verma,asha@example\.in,Order Issue,Order #12 arrived late\.,yes\r\n$/,
    );

    const unread = await mark(asha.id, { read: false });
    expect(((await unread.json()) as Message).readAt).toBeNull();
    expect((await list()).unread).toBe(3);
  });
});
