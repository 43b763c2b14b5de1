import { beforeAll, describe, expect, it } from "vitest";
import { sentMails } from "@/test/integration/outbox";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as addToCart } from "@/app/api/cart/add/route";
import { GET as getCart } from "@/app/api/cart/getcart/route";
import { GET as getProducts } from "@/app/api/getproducts/products/route";
import { POST as placeOrder } from "@/app/api/payment/place-order/route";
import { prisma } from "@/lib/db";
import { apiRequest, bodyOf, createUser, sessionCookieFrom, useTestSecret } from "@/test/integration/accounts";
import { codBody, inCart, product, shipping, shopper } from "@/test/integration/checkout";

// The /api in the asker's language (docs/adr/0026-api-messages-by-locale.md),
// through the real handlers and PostgreSQL: ?lang=hi answers the same status
// and JSON shape with Hindi messages; without it the English answer is the one
// the spec and the existing tests know, byte for byte. An order placed from a
// Hindi page keeps its language, and its confirmation e-mail is in Hindi.

beforeAll(async () => {
  useTestSecret();
});

/** The same call in English and with ?lang=hi. */
async function both(call: (query: string) => Promise<Response>) {
  const english = await call("");
  const hindi = await call("?lang=hi");
  return {
    english: { status: english.status, body: await bodyOf(english) },
    hindi: { status: hindi.status, body: await bodyOf(hindi) },
  };
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe("?lang=hi on the /api", () => {
  it("answers a guest's cart call with 401 in Hindi, and in English without it", async () => {
    const { english, hindi } = await both((query) => getCart(apiRequest(`/api/cart/getcart${query}`), {}));
    expect(english).toEqual({ status: 401, body: { message: "Please log in to continue.", code: "UNAUTHORIZED" } });
    expect(hindi).toEqual({
      status: 401,
      body: { message: "जारी रखने के लिए कृपया लॉग इन करें।", code: "UNAUTHORIZED" },
    });
  });

  it("answers a domain error (a product that is not for sale) with the same status and code", async () => {
    const who = await shopper();
    const { english, hindi } = await both((query) =>
      addToCart(
        apiRequest(`/api/cart/add${query}`, { token: who.token, body: { productId: "no-such-product", quantity: 1 } }),
        {},
      ),
    );
    expect(english).toEqual({ status: 404, body: { message: "This product is not available.", code: "NOT_FOUND" } });
    expect(hindi).toEqual({ status: 404, body: { message: "यह प्रोडक्ट उपलब्ध नहीं है।", code: "NOT_FOUND" } });
  });

  it("answers invalid input field by field in Hindi: the schema's messages and zod's own", async () => {
    const body = { name: "", email: "not-an-email", password: 12 };
    const { english, hindi } = await both((query) =>
      signup(apiRequest(`/api/auth/signup${query}`, { body, ip: `203.0.113.${query ? 2 : 1}` }), {}),
    );
    expect(english.status).toBe(400);
    expect(hindi.status).toBe(400);
    expect(Object.keys(hindi.body).sort()).toEqual(Object.keys(english.body).sort());
    const englishIssues = english.body.issues as Array<{ path: string; message: string }>;
    const hindiIssues = hindi.body.issues as Array<{ path: string; message: string }>;
    expect(hindiIssues.map((issue) => issue.path)).toEqual(englishIssues.map((issue) => issue.path));
    expect(englishIssues).toContainEqual({ path: "email", message: "Enter a valid email address." });
    expect(hindiIssues).toContainEqual({ path: "email", message: "सही ई-मेल पता दर्ज करें।" });
    expect(englishIssues).toContainEqual({ path: "name", message: "Enter your name." });
    expect(hindiIssues).toContainEqual({ path: "name", message: "अपना नाम दर्ज करें।" });
    for (const issue of hindiIssues) expect(issue.message, issue.path).toMatch(DEVANAGARI);
    expect(hindi.body.message).toMatch(DEVANAGARI);
    expect(english.body.message).not.toMatch(DEVANAGARI);
  });

  it("answers a wrong quantity or query parameter in Hindi, naming the field as the API does", async () => {
    const who = await shopper();
    const bag = await product(99_900, 5);
    const zero = await both((query) =>
      addToCart(
        apiRequest(`/api/cart/add${query}`, { token: who.token, body: { productId: bag.id, quantity: 0 } }),
        {},
      ),
    );
    expect(zero.english.status).toBe(400);
    expect(zero.english.body.issues).toEqual([{ path: "quantity", message: "quantity must be at least 1." }]);
    expect(zero.hindi).toEqual({
      status: 400,
      body: {
        message: "quantity का मान कम से कम 1 होना चाहिए।",
        code: "BAD_REQUEST",
        issues: [{ path: "quantity", message: "quantity का मान कम से कम 1 होना चाहिए।" }],
      },
    });

    const page = await both((query) =>
      getProducts(apiRequest(`/api/getproducts/products${query ? `${query}&` : "?"}page=two`), {}),
    );
    expect(page.english.status).toBe(400);
    expect(page.english.body.message).toBe("page must be a whole number.");
    expect(page.hindi.status).toBe(400);
    expect(page.hindi.body.message).toBe("page का मान पूरी संख्या होना चाहिए।");
  });

  it("says how many more can be added in Hindi, in the singular for one", async () => {
    const who = await shopper();
    const [lastOne, fewLeft] = [await product(99_900, 1), await product(99_900, 3)];
    const add = (productId: string) =>
      addToCart(apiRequest("/api/cart/add?lang=hi", { token: who.token, body: { productId, quantity: 5 } }), {});
    const one = await add(lastOne.id);
    expect(one.status).toBe(409);
    expect((await bodyOf(one)).message).toBe("सिर्फ़ 1 ही जोड़ा जा सकता है।");
    expect((await bodyOf(await add(fewLeft.id))).message).toBe("सिर्फ़ 3 ही जोड़े जा सकते हैं।");
  });

  it("names the states of a PIN code that does not match the chosen state in Hindi", async () => {
    const who = await shopper();
    const bag = await product(129_900, 5);
    await inCart(who, bag.id, 1);
    const body = { ...codBody(), shippingAddress: { ...shipping, state: "Tamil Nadu" } }; // PIN 560038 is Bengaluru's
    const response = await placeOrder(apiRequest("/api/payment/place-order?lang=hi", { token: who.token, body }), {});
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(
      "पिन कोड 560038 कर्नाटक में है, तमिलनाडु में नहीं। पिन कोड जाँचें, या राज्य के रूप में कर्नाटक चुनें।",
    );
  });

  it("translates a success message and keeps the rest of the answer, the session cookie included", async () => {
    const user = await createUser();
    const credentials = { email: user.email, password: user.password };
    const english = await login(apiRequest("/api/auth/login", { body: credentials, ip: "203.0.113.10" }), {});
    const hindi = await login(apiRequest("/api/auth/login?lang=hi", { body: credentials, ip: "203.0.113.11" }), {});
    expect(hindi.status).toBe(english.status);
    expect(sessionCookieFrom(hindi)).toBeTruthy();
    const [englishBody, hindiBody] = [await bodyOf(english), await bodyOf(hindi)];
    expect(englishBody.message).toBe("Login successful!");
    expect(hindiBody.message).toBe("लॉग इन सफल रहा!");
    expect(Object.keys(hindiBody).sort()).toEqual(Object.keys(englishBody).sort());
  });
});

describe("an order placed from a Hindi page", () => {
  it("keeps its language, answers in Hindi and sends the confirmation e-mail in Hindi", async () => {
    const who = await shopper();
    const bag = await product(129_900, 5);
    await prisma.product.update({ where: { id: bag.id }, data: { sizes: ["Large"], colors: ["Olive", "Black"] } });
    await prisma.cartItem.create({
      data: { userId: who.id, productId: bag.id, quantity: 1, size: "Large", color: "Olive" },
    });
    const response = await placeOrder(
      apiRequest("/api/payment/place-order?lang=hi", { token: who.token, body: codBody() }),
      {},
    );
    expect(response.status).toBe(201);
    const body = await bodyOf(response);
    expect(body).toMatchObject({
      success: true,
      message: "ऑर्डर सफलतापूर्वक प्लेस हो गया! आप डिलीवरी के समय नकद भुगतान करेंगे।",
    });
    const order = await prisma.order.findUniqueOrThrow({ where: { id: String(body.orderId) } });
    expect(order.locale).toBe("hi");

    const [mail] = await sentMails(who.email);
    expect(mail?.subject).toBe(`Kosh & Co. पर आपका ऑर्डर #${order.number} कन्फ़र्म हो गया है`);
    expect(mail?.text).toContain(`नमस्ते ${order.shipFullName},`);
    expect(mail?.text).toContain("कैश ऑन डिलीवरी: कृपया ₹1,299 तैयार रखें।"); // Indian grouping; ships free above ₹999
    expect(mail?.text).toMatch(
      /स्टैंडर्ड शिपिंग: \S+, \d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर) \d{4} से/,
    );
    expect(mail?.text).toContain("शिपिंग: मुफ़्त");
    // The size and colour chosen, labelled and named in Hindi (the Vocabulary section of messages/hi.json).
    expect(mail?.text).toContain(`${bag.name} (साइज़: लार्ज · रंग: ऑलिव) × 1`);
    expect(mail?.html).toContain(`${bag.name} (साइज़: लार्ज · रंग: ऑलिव) × 1`);
    expect(mail?.html).toContain('<html lang="hi-IN">');
    expect(mail?.html).toContain(`आपका ऑर्डर <strong>${order.id}</strong> कन्फ़र्म हो गया है।`);
  });

  it("an order placed without lang stays English, e-mail included", async () => {
    const who = await shopper();
    const bag = await product(129_900, 5);
    await inCart(who, bag.id, 1);
    const response = await placeOrder(
      apiRequest("/api/payment/place-order", { token: who.token, body: codBody() }),
      {},
    );
    expect(response.status).toBe(201);
    const body = await bodyOf(response);
    expect(body.message).toBe("Order placed successfully! You'll pay cash on delivery.");
    const order = await prisma.order.findUniqueOrThrow({ where: { id: String(body.orderId) } });
    expect(order.locale).toBe("en");
    const [mail] = await sentMails(who.email);
    expect(mail?.subject).toBe(`Your Kosh & Co. order #${order.number} is confirmed`);
    expect(mail?.text).toContain(`Thank you for your order #${order.number} (${order.id}).`);
    expect(mail?.text).toContain("Cash on delivery: please keep ₹1,299 ready.");
    expect(mail?.text).toMatch(/Standard Shipping: expected between \w+day, \d{1,2} \w+ \d{4} and /);
    expect(mail?.text).not.toMatch(DEVANAGARI);
  });
});
