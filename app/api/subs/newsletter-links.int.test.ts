import { beforeAll, describe, expect, it } from "vitest";
import {
  checkConfirmLink,
  checkUnsubscribeLink,
  forgetUnconfirmedSignUps,
  newsletterOneClickUrl,
} from "@/lib/content/newsletter";
import { confirmToken, unsubscribeToken } from "@/lib/content/newsletter-tokens";
import { prisma } from "@/lib/db";
import { fromAddress, useTestSecret } from "@/test/integration/accounts";
import { linkIn, sentMails } from "@/test/integration/outbox";
import { POST as confirm } from "./confirm/route";
import { POST as subscribe } from "./subscribe/route";
import { POST as unsubscribe } from "./unsubscribe/route";

// The confirm and unsubscribe links (docs/adr/0031-newsletter-double-opt-in.md):
// signed tokens, checked in constant time; the change is only ever a POST
// (the pages' buttons, JSON, or RFC 8058's one-click), and a bad token is a 400
// that writes nothing.

beforeAll(() => useTestSecret());

type Handler = (request: Request, context: unknown) => Promise<Response>;
const origin = "http://shop.test";

function post(handler: Handler, path: string, body: Record<string, string>, kind: "json" | "form" | "multipart") {
  const headers: Record<string, string> = { ...fromAddress("198.51.100.7") };
  let payload: BodyInit;
  if (kind === "json") {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  } else if (kind === "form") {
    // What a browser sends for the pages' plain forms: same-origin.
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    headers.Origin = origin;
    headers["Sec-Fetch-Site"] = "same-origin";
    payload = new URLSearchParams(body).toString();
  } else {
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) form.append(name, value);
    payload = form;
  }
  return handler(new Request(`${origin}${path}`, { method: "POST", headers, body: payload }), undefined);
}

const state = (email: string) =>
  prisma.newsletterSubscription.findUniqueOrThrow({
    where: { email },
    select: { confirmedAt: true, unsubscribedAt: true },
  });

const DAY = 24 * 60 * 60 * 1000;

describe("POST /api/subs/confirm", () => {
  it("subscribes the address with its genuine link, once, and answers 200 (JSON) or 303 (the page's form)", async () => {
    await prisma.newsletterSubscription.createMany({ data: [{ email: "c1@example.in" }, { email: "c2@example.in" }] });
    const response = await post(
      confirm,
      "/api/subs/confirm",
      { email: "C1@example.in", token: confirmToken("c1@example.in") },
      "json",
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "You're subscribed. Thanks for confirming!" });
    const confirmed = await state("c1@example.in");
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    expect(confirmed.unsubscribedAt).toBeNull();
    // Pressing again changes nothing.
    const again = await post(
      confirm,
      "/api/subs/confirm",
      { email: "c1@example.in", token: confirmToken("c1@example.in") },
      "json",
    );
    expect(again.status).toBe(200);
    expect(await state("c1@example.in")).toEqual(confirmed);

    const form = await post(
      confirm,
      "/api/subs/confirm?lang=hi",
      { email: "c2@example.in", token: confirmToken("c2@example.in") },
      "form",
    );
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/hi/newsletter/confirm?done=1");
    expect((await state("c2@example.in")).confirmedAt).toBeInstanceOf(Date);
  });

  it.each([
    ["a tampered token", (t: string) => t.slice(0, -1) + (t.endsWith("0") ? "1" : "0")],
    ["another address's token", () => confirmToken("someone-else@example.in")],
    ["an expired token (8 days old)", () => confirmToken("bad@example.in", new Date(Date.now() - 8 * DAY))],
    [
      "a token with a later expiry written in",
      (t: string) => `${Number(t.split(".")[0]) + DAY / 1000}.${t.split(".")[1]}`,
    ],
    ["the unsubscribe link's token", () => unsubscribeToken("bad@example.in")],
    ["no token", () => ""],
  ])("refuses %s with 400 and writes nothing", async (_label, tokenFor) => {
    await prisma.newsletterSubscription.upsert({
      where: { email: "bad@example.in" },
      create: { email: "bad@example.in" },
      update: {},
    });
    const before = await state("bad@example.in");
    const response = await post(
      confirm,
      "/api/subs/confirm",
      { email: "bad@example.in", token: tokenFor(confirmToken("bad@example.in")) },
      "json",
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "This confirmation link is not valid or has expired. Please subscribe again to get a new link.",
      code: "BAD_REQUEST",
    });
    expect(await state("bad@example.in")).toEqual(before);
    expect(before.confirmedAt).toBeNull();
  });

  it("forgets sign-ups left unconfirmed for 30 days, and a link mailed meanwhile still confirms", async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    await prisma.newsletterSubscription.createMany({
      data: [
        { email: "stale@example.in", createdAt: ago(31) },
        { email: "recent@example.in", createdAt: ago(29) },
        { email: "kept@example.in", createdAt: ago(400), confirmedAt: ago(399) },
        { email: "withdrawn@example.in", createdAt: ago(400), confirmedAt: ago(399), unsubscribedAt: ago(40) },
        // Signed up long ago, mailed again yesterday, then forgotten before the owner pressed Confirm.
        { email: "late@example.in", createdAt: ago(45) },
      ],
    });
    expect(await forgetUnconfirmedSignUps(now)).toBe(2);
    const left = await prisma.newsletterSubscription.findMany({
      where: { email: { in: ["stale@example.in", "recent@example.in", "kept@example.in", "withdrawn@example.in"] } },
      select: { email: true },
    });
    expect(left.map((row) => row.email).sort()).toEqual([
      "kept@example.in",
      "recent@example.in",
      "withdrawn@example.in",
    ]);

    const token = confirmToken("late@example.in", ago(1));
    expect(await checkConfirmLink("late@example.in", token)).toBe("valid");
    expect((await post(confirm, "/api/subs/confirm", { email: "late@example.in", token }, "json")).status).toBe(200);
    expect((await state("late@example.in")).confirmedAt).toBeInstanceOf(Date);
  });

  it("answers a bad link in Hindi for ?lang=hi", async () => {
    const response = await post(
      confirm,
      "/api/subs/confirm?lang=hi",
      { email: "bad@example.in", token: "1.2" },
      "json",
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^यह कन्फ़र्मेशन लिंक सही नहीं है/);
  });

  it("does not take a link mailed before the address was unsubscribed", async () => {
    const mailed = new Date(Date.now() - DAY);
    await prisma.newsletterSubscription.create({
      data: { email: "old-link@example.in", confirmedAt: mailed, unsubscribedAt: new Date() },
    });
    const response = await post(
      confirm,
      "/api/subs/confirm",
      { email: "old-link@example.in", token: confirmToken("old-link@example.in", mailed) },
      "json",
    );
    expect(response.status).toBe(400);
    expect((await state("old-link@example.in")).unsubscribedAt).not.toBeNull();
  });

  it("refuses a form posted from another website with 403", async () => {
    await prisma.newsletterSubscription.create({ data: { email: "csrf@example.in" } });
    const response = await confirm(
      new Request(`${origin}/api/subs/confirm`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "https://evil.example",
          "Sec-Fetch-Site": "cross-site",
        },
        body: new URLSearchParams({ email: "csrf@example.in", token: confirmToken("csrf@example.in") }).toString(),
      }),
      undefined,
    );
    expect(response.status).toBe(403);
    expect((await state("csrf@example.in")).confirmedAt).toBeNull();
  });
});

describe("POST /api/subs/unsubscribe", () => {
  it("unsubscribes with the page's form (303), JSON (200) and RFC 8058 one-click (200)", async () => {
    const now = new Date();
    const emails = ["u-form@example.in", "u-json@example.in", "u-click@example.in", "u-multi@example.in"];
    await prisma.newsletterSubscription.createMany({ data: emails.map((email) => ({ email, confirmedAt: now })) });

    const form = await post(
      unsubscribe,
      "/api/subs/unsubscribe",
      { email: "u-form@example.in", token: unsubscribeToken("u-form@example.in") },
      "form",
    );
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/newsletter/unsubscribe?done=1");

    const json = await post(
      unsubscribe,
      "/api/subs/unsubscribe",
      { email: "u-json@example.in", token: unsubscribeToken("u-json@example.in") },
      "json",
    );
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ message: "You've been unsubscribed. You won't get our newsletter any more." });

    // One-click: the address and token in the List-Unsubscribe URL, the fixed body (urlencoded or multipart).
    const oneClick = new URL(newsletterOneClickUrl("u-click@example.in"));
    expect(oneClick.pathname).toBe("/api/subs/unsubscribe");
    const click = await post(
      unsubscribe,
      `${oneClick.pathname}${oneClick.search}`,
      { "List-Unsubscribe": "One-Click" },
      "form",
    );
    expect(click.status).toBe(200);
    const multi = new URL(newsletterOneClickUrl("u-multi@example.in"));
    const multipart = await post(
      unsubscribe,
      `${multi.pathname}${multi.search}`,
      { "List-Unsubscribe": "One-Click" },
      "multipart",
    );
    expect(multipart.status).toBe(200);

    for (const email of emails) expect((await state(email)).unsubscribedAt, email).toBeInstanceOf(Date);
  });

  it.each([
    ["a tampered token", (t: string) => t.slice(0, -1) + (t.endsWith("0") ? "1" : "0")],
    ["another address's token", () => unsubscribeToken("someone-else@example.in")],
    ["the confirm link's token", () => confirmToken("stay@example.in")],
    ["the confirm link's signature", () => confirmToken("stay@example.in").split(".")[1]!],
    ["no token", () => ""],
  ])("refuses %s with 400 and writes nothing", async (_label, tokenFor) => {
    await prisma.newsletterSubscription.upsert({
      where: { email: "stay@example.in" },
      create: { email: "stay@example.in", confirmedAt: new Date() },
      update: {},
    });
    const token = tokenFor(unsubscribeToken("stay@example.in"));
    for (const response of [
      await post(unsubscribe, "/api/subs/unsubscribe", { email: "stay@example.in", token }, "json"),
      await post(
        unsubscribe,
        `/api/subs/unsubscribe?${new URLSearchParams({ email: "stay@example.in", token })}`,
        { "List-Unsubscribe": "One-Click" },
        "form",
      ),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: "This unsubscribe link is not valid. Please use the link in our latest e-mail.",
        code: "BAD_REQUEST",
      });
    }
    expect((await state("stay@example.in")).unsubscribedAt).toBeNull();
  });
});

describe("the newsletter's whole round", () => {
  it("subscribes only once confirmed, unsubscribes, and needs a new confirmation to come back", async () => {
    const email = "round@example.in";
    const signUp = () =>
      subscribe(
        new Request(`${origin}/api/subs/subscribe`, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...fromAddress("192.0.2.77") },
          body: JSON.stringify({ email }),
        }),
        undefined,
      );
    expect((await signUp()).status).toBe(200);
    expect(await state(email)).toEqual({ confirmedAt: null, unsubscribedAt: null });
    const first = linkIn((await sentMails(email))[0]!, "/newsletter/confirm");
    // Reading the link (what the page does on GET) changes nothing.
    const [linkEmail, linkToken] = [first.searchParams.get("email")!, first.searchParams.get("token")!];
    expect(await checkConfirmLink(linkEmail, linkToken)).toBe("valid");
    expect(checkUnsubscribeLink(email, unsubscribeToken(email))).toBe("valid");
    expect(await state(email)).toEqual({ confirmedAt: null, unsubscribedAt: null });

    expect((await post(confirm, "/api/subs/confirm", { email: linkEmail, token: linkToken }, "form")).status).toBe(303);
    expect(await checkConfirmLink(linkEmail, linkToken)).toBe("already-done");
    expect(
      (await post(unsubscribe, "/api/subs/unsubscribe", { email, token: unsubscribeToken(email) }, "form")).status,
    ).toBe(303);
    const left = await state(email);
    expect(left.unsubscribedAt).toBeInstanceOf(Date);

    // Signing up again mails a new link; the row stays unsubscribed until it is pressed.
    expect((await signUp()).status).toBe(200);
    expect(await state(email)).toEqual(left);
    const mails = await sentMails(email);
    expect(mails).toHaveLength(2);
    const second = linkIn(mails[1]!, "/newsletter/confirm");
    const response = await post(
      confirm,
      "/api/subs/confirm",
      { email, token: second.searchParams.get("token")! },
      "json",
    );
    expect(response.status).toBe(200);
    const back = await state(email);
    expect(back.unsubscribedAt).toBeNull();
    expect(back.confirmedAt!.getTime()).toBeGreaterThan(left.confirmedAt!.getTime());
  });
});
