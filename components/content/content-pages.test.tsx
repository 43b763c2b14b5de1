import { createElement, isValidElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

// Renders every content page (privacy, terms, returns, shipping, company
// information, FAQ) in both languages through next-intl's own translator, so a
// Hindi message that misses an argument, breaks its ICU syntax or names a tag
// the page does not pass fails here rather than on the live page.

const current = vi.hoisted(() => ({ locale: "en" as "en" | "hi" }));

vi.mock("next-intl/server", async () => {
  const { createTranslator, createFormatter } = await import("next-intl");
  const options = () => ({
    locale: current.locale,
    messages: current.locale === "en" ? en : hi,
    timeZone: "Asia/Kolkata",
    onError: (error: Error) => {
      throw error;
    },
  });
  return {
    getLocale: async () => current.locale,
    getTranslations: async (namespace: string) => createTranslator({ ...options(), namespace: namespace as never }),
    getFormatter: async () => createFormatter(options()),
  };
});
// The locale-aware Link needs Next's router; the pages' own hrefs are what matter here.
vi.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) =>
    createElement("a", { ...rest, href: current.locale === "en" ? href : `/${current.locale}${href}` }, children),
}));

/** Calls the (async) server components of a tree, leaving plain HTML elements. */
async function resolve(node: unknown): Promise<unknown> {
  if (Array.isArray(node)) return Promise.all(node.map(resolve));
  if (!isValidElement(node)) return node;
  const { type, props } = node as { type: unknown; props: Record<string, unknown> };
  if (typeof type === "function") return resolve(await (type as (props: unknown) => unknown)(props));
  if (!("children" in props)) return node;
  const children = await resolve(props.children);
  return createElement(
    type as string,
    { ...props, key: node.key },
    ...(Array.isArray(children) ? children : [children]),
  );
}

async function render(name: string) {
  const page = await import(`@/app/[locale]/(storefront)/${name}/page.tsx`);
  const html = renderToStaticMarkup((await resolve(await page.default())) as never);
  const metadata = await page.generateMetadata();
  return { html, metadata };
}

const PAGES = {
  privacy: { en: "Privacy Policy", hi: "गोपनीयता नीति" },
  terms: { en: "Terms and Conditions", hi: "नियम और शर्तें" },
  returns: { en: "Return and Exchange Policy", hi: "रिटर्न और एक्सचेंज नीति" },
  shipinginfo: { en: "Shipping Information", hi: "शिपिंग की जानकारी" },
  companyinfo: { en: "Company Information", hi: "कंपनी की जानकारी" },
  faq: { en: "Frequently Asked Questions", hi: "अक्सर पूछे जाने वाले सवाल" },
} as const;

describe.each(["en", "hi"] as const)("content pages in %s", (locale) => {
  beforeEach(() => {
    current.locale = locale;
  });

  it.each(Object.keys(PAGES) as Array<keyof typeof PAGES>)("%s renders every message", async (name) => {
    const { html, metadata } = await render(name);
    expect(html).toContain(`>${PAGES[name][locale]}</h1>`);
    expect(metadata.title).toBe(PAGES[name][locale]);
    expect(metadata.alternates.canonical).toBe(locale === "en" ? `/${name}` : `/${locale}/${name}`);
    // A message left untranslated would show its key; ICU arguments are all filled in.
    expect(html).not.toMatch(/(Pages|Faq)\.[a-z]/);
    expect(html).not.toMatch(/\{[a-zA-Z]+\}/);
  });
});

it("the Hindi pages give the shop's facts in Hindi, the English ones as the spec words them", async () => {
  current.locale = "hi";
  const shipping = (await render("shipinginfo")).html;
  expect(shipping).toContain("₹999 या उससे ज़्यादा के ऑर्डर पर मुफ़्त शिपिंग; इससे कम के ऑर्डर पर ₹49 का फ़्लैट शुल्क।");
  expect(shipping).toContain("दोपहर 2 बजे (भारतीय समय)");
  // The states without cash on delivery are named in Hindi too.
  expect(shipping).toContain("(अंडमान और निकोबार द्वीपसमूह या लक्षद्वीप में उपलब्ध नहीं)");
  expect((await render("privacy")).html).toContain('<time dateTime="2025-05-04">4 मई 2025</time> से प्रभावी');
  expect((await render("returns")).html).toContain("<strong>हर ऑर्डर पर एक एक्सचेंज।</strong>");

  current.locale = "en";
  const english = (await render("shipinginfo")).html;
  expect(english).toContain("Free shipping on orders of ₹999 and above; a flat ₹49 below that.");
  expect(english).toContain("Orders placed before 2 PM (India time)");
  expect((await render("privacy")).html).toContain('Effective from <time dateTime="2025-05-04">May 4, 2025</time>');
  expect((await render("returns")).html).toContain("<strong>One exchange per order.</strong>");
});

it("the privacy policy tells how to leave the newsletter: the link in every newsletter e-mail, or writing to us", async () => {
  // Every newsletter carries an unsubscribe link (docs/adr/0031-newsletter-double-opt-in.md).
  current.locale = "en";
  expect((await render("privacy")).html).toContain(
    "<li>You can unsubscribe from the newsletter at any time with the link in any newsletter e-mail, or by writing to us.</li>",
  );
  current.locale = "hi";
  expect((await render("privacy")).html).toContain(
    "<li>आप किसी भी न्यूज़लेटर ई-मेल में दिए गए लिंक से, या हमें लिखकर, कभी भी न्यूज़लेटर की सदस्यता छोड़ सकते हैं।</li>",
  );
});

it("the return policy names the exchange delivery charge and the order's Request exchange button (india.md: cost of return shipping)", async () => {
  // The replacement's charge is the shop's flat fee, paid on its delivery (docs/adr/0010-exchange-requests.md).
  const { EXCHANGE_SHIPPING_FEE_PAISE } = await import("@/lib/exchanges/charges");
  const { formatINR } = await import("@/lib/money");
  const fee = formatINR(EXCHANGE_SHIPPING_FEE_PAISE);
  current.locale = "en";
  const english = (await render("returns")).html;
  expect(english).toContain(`an exchange delivery charge of ${fee}`);
  expect(english).toContain('<a href="/orders">My Orders</a>');
  expect(english).toContain(en.Exchange.request);
  current.locale = "hi";
  const hindi = (await render("returns")).html;
  expect(hindi).toContain(`${fee} का एक्सचेंज डिलीवरी शुल्क`);
  expect(hindi).toContain('<a href="/hi/orders">मेरे ऑर्डर</a>');
  expect(hindi).toContain(hi.Exchange.request);
});
