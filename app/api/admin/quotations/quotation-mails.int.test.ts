import { beforeAll, describe, expect, it } from "vitest";
import { issueSessionToken } from "@/lib/auth/session-token";
import { prisma } from "@/lib/db";
import { seed } from "@/prisma/seed";
import { apiRequest, createUser, useTestSecret, withId } from "@/test/integration/accounts";
import { codBody, inCart, type Shopper } from "@/test/integration/checkout";
import { sentMails } from "@/test/integration/outbox";
import { POST as placeOrder } from "../../payment/place-order/route";
import { POST as create } from "../../quotation/create/route";
import { PATCH as respond } from "./[id]/route";
import { POST as withdraw } from "./[id]/withdraw/route";

// The shopper is e-mailed when the admin answers their quotation (approved, rejected, or an approval
// withdrawn), in the language of the page they asked from, with the shop's message (lib/quotations/mail.ts).

let adminToken: string;
let shopperToken: string;
let shopper: { id: string; email: string };
let productId: string;
let productName: string;
let productNameHi: string | null;

const tokenFor = async (id: string) => (await issueSessionToken({ id, tokenVersion: 0 })).token;
const nextMonth = () => new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

/** A quotation asked for through the API, from an English page or (lang "hi") a Hindi one. */
async function ask(lang: "" | "hi" = "", token = shopperToken) {
  const response = await create(
    apiRequest(`/api/quotation/create${lang ? `?lang=${lang}` : ""}`, {
      method: "POST",
      token,
      body: { items: [{ productId, quantity: 60 }], budget: 50000, specialNotes: "Logo on each." },
    }),
    {},
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { quotation: { _id: string } }).quotation._id;
}

const answer = (id: string, body: unknown) =>
  respond(apiRequest(`/api/admin/quotations/${id}`, { method: "PATCH", token: adminToken, body }), withId(id));

/** The mails sent about quotation `id` (its subjects name it by its last six characters). */
const mailsAbout = async (id: string) =>
  (await sentMails()).filter((mail) => mail.subject.includes(`#${id.slice(-6)}`));

beforeAll(async () => {
  useTestSecret();
  await seed(prisma, { log: () => {} });
  const [admin, owner] = await Promise.all([createUser({ role: "ADMIN" }), createUser({ name: "Farah Khan" })]);
  shopper = owner;
  [adminToken, shopperToken] = await Promise.all([tokenFor(admin.id), tokenFor(owner.id)]);
  const product = await prisma.product.findFirstOrThrow({ where: { isActive: true }, orderBy: { slug: "asc" } });
  [productId, productName, productNameHi] = [product.id, product.name, product.nameHi];
});

describe("quotation answer e-mails", () => {
  it("approved: the price, until when and where to check out, with the shop's message", async () => {
    const id = await ask();
    expect(
      (
        await answer(id, {
          decision: "approve",
          quotedPrice: 42500,
          validUntil: nextMonth(),
          message: "Logo included.",
        })
      ).status,
    ).toBe(200);
    const mails = await mailsAbout(id);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(shopper.email);
    expect(mail.subject).toBe(`Your quotation #${id.slice(-6)} is approved`);
    expect(mail.text).toContain("Hello Farah Khan,");
    expect(mail.text).toMatch(
      new RegExp(
        `approved your quotation #${id.slice(-6)} at ₹42,500 for the items below, valid till \\d+ \\w+ \\d{4}\\.`,
      ),
    );
    expect(mail.text).toContain("Message from Kosh & Co.: Logo included.");
    expect(mail.text).toMatch(/Check out at the quoted price from My Quotations: https?:\/\/[^/\s]+\/my\n/);
    expect(mail.text).toContain(`${productName} × 60`);
    expect(mail.html).toContain('<html lang="en-IN">');
  });

  it("rejected, and an approval withdrawn: each says so with the shop's message", async () => {
    const rejected = await ask();
    expect((await answer(rejected, { decision: "reject", message: "We cannot print on this bag." })).status).toBe(200);
    const no = (await mailsAbout(rejected))[0]!;
    expect(no.subject).toBe(`Your quotation request #${rejected.slice(-6)} was not approved`);
    expect(no.text).toContain("Message from Kosh & Co.: We cannot print on this bag.");

    const approved = await ask();
    expect((await answer(approved, { decision: "approve", quotedPrice: 4250, validUntil: nextMonth() })).status).toBe(
      200,
    );
    const taken = await withdraw(
      apiRequest(`/api/admin/quotations/${approved}/withdraw`, {
        method: "POST",
        token: adminToken,
        body: { message: "The price was a typing mistake: ₹42,500, not ₹4,250." },
      }),
      withId(approved),
    );
    expect(taken.status).toBe(200);
    const mails = await mailsAbout(approved);
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        `Your quotation #${approved.slice(-6)} is approved`,
        `The approval of your quotation #${approved.slice(-6)} has been withdrawn`,
      ]),
    );
    const withdrawn = mails.find((mail) => mail.subject.startsWith("The approval"))!;
    expect(withdrawn.text).toContain("so it can no longer be checked out at the quoted price.");
    expect(withdrawn.text).toContain("The price was a typing mistake");
  });

  it("is written in Hindi for a quotation asked from a Hindi page", async () => {
    const id = await ask("hi");
    expect((await prisma.quotation.findUniqueOrThrow({ where: { id } })).locale).toBe("hi");
    expect((await answer(id, { decision: "approve", quotedPrice: 42500, validUntil: nextMonth() })).status).toBe(200);
    const mail = (await mailsAbout(id))[0]!;
    expect(mail.subject).toBe(`आपका कोटेशन #${id.slice(-6)} मंज़ूर हो गया है`);
    expect(mail.text).toContain("नमस्ते Farah Khan,");
    expect(mail.text).toContain("₹42,500 पर मंज़ूर कर दिया है");
    expect(mail.text).toMatch(/मेरे कोटेशन में जाकर कोट की गई कीमत पर चेकआउट करें: https?:\/\/[^/\s]+\/hi\/my\n/);
    expect(mail.text).not.toMatch(/Hello|approved|Questions\?/);
    // The product by its Hindi name (the demo catalogue gives each one), not the English.
    expect(productNameHi).toBeTruthy();
    expect(mail.text).toContain(`${productNameHi} × 60`);
    expect(mail.text).not.toContain(productName);
    expect(mail.html).toContain('<html lang="hi-IN">');
  });

  describe("of a quotation asked before its language was recorded (locale null)", () => {
    /** A new shopper's quotation as one from before Quotation.locale: its language unknown. */
    async function oldQuotation() {
      const user = await createUser({ name: "Ravi Verma" });
      const who: Shopper = { id: user.id, email: user.email, token: await tokenFor(user.id) };
      const id = await ask("", who.token);
      await prisma.quotation.update({ where: { id }, data: { locale: null } });
      return { who, id };
    }
    const approve = (id: string) => answer(id, { decision: "approve", quotedPrice: 42500, validUntil: nextMonth() });

    it("is in the language of the shopper's later Hindi quotation", async () => {
      const { who, id } = await oldQuotation();
      await ask("hi", who.token);
      expect((await approve(id)).status).toBe(200);
      const mail = (await mailsAbout(id))[0]!;
      expect(mail.subject).toBe(`आपका कोटेशन #${id.slice(-6)} मंज़ूर हो गया है`);
      expect(mail.text).toMatch(/https?:\/\/[^/\s]+\/hi\/my\n/);
      expect(mail.html).toContain('<html lang="hi-IN">');
    });

    it("is in the language of the shopper's order placed from a Hindi page", async () => {
      const { who, id } = await oldQuotation();
      await inCart(who, productId, 1);
      const placed = await placeOrder(
        apiRequest("/api/payment/place-order?lang=hi", { token: who.token, body: codBody() }),
        {},
      );
      expect(placed.status).toBe(201);
      expect((await approve(id)).status).toBe(200);
      expect((await mailsAbout(id))[0]!.subject).toBe(`आपका कोटेशन #${id.slice(-6)} मंज़ूर हो गया है`);
    });

    it("is in English when the shopper has no recorded language", async () => {
      const { id } = await oldQuotation();
      expect((await approve(id)).status).toBe(200);
      const mail = (await mailsAbout(id))[0]!;
      expect(mail.subject).toBe(`Your quotation #${id.slice(-6)} is approved`);
      expect(mail.html).toContain('<html lang="en-IN">');
    });
  });
});
