import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

// The Hindi of an English UI text, found through the message files: the key
// whose English (messages/en.json) is exactly `english`, read in
// messages/hi.json. Specs name a control by the spec's English text and get
// the Hindi page's text, without knowing the message keys. A text no message
// holds yet stays English (the page still shows it in English).

type Messages = { [key: string]: string | Messages };

const read = (locale: string): Messages =>
  JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), "utf8"));

function flatten(messages: Messages, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else flatten(value, name, out);
  }
  return out;
}

const english = flatten(read("en"));
const hindi = flatten(read("hi"));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The Hindi texts of every message whose English is `text` (none when no message holds it). */
export function hindiOf(text: string): string[] {
  const keys = [...english].filter(([, value]) => value === text).map(([key]) => key);
  return [...new Set(keys.map((key) => hindi.get(key)!).filter(Boolean))];
}

/** Matches `text` as a Hindi page shows it: its Hindi translation(s), or the English while none exists. */
export function inHindi(text: string): RegExp {
  const texts = hindiOf(text);
  return new RegExp(`^\\s*(?:${(texts.length ? texts : [text]).map(escape).join("|")})\\s*$`);
}

/** Devanagari letters: a text in Hindi has some. */
export const DEVANAGARI = /[\u0900-\u097F]/;

/** Words a Hindi page may write in Latin letters. */
const ALLOWED_WORDS = new Set(
  [
    "Kosh", // the shop's name
    "GST",
    "GSTIN",
    "COD",
    "UPI",
    "PIN",
    "OTP",
    "EMI",
    "PAN",
    "AWB",
    "SKU",
    "HSN",
    "ID",
    "FAQ",
    "URL",
    "Razorpay",
    "NetBanking",
    "Visa",
    "RuPay",
    "Mastercard",
    "English",
    "Google",
    "WhatsApp",
    "MRP",
    "TAT",
    "KG",
    "kg",
    "cm",
    "ml",
    "L",
    "GB",
    "Rs",
    "Ltd",
    "Pvt",
    "Co",
    "CIN",
    "LLP",
    "DPIIT",
    "SMS",
    "Instagram",
    "Facebook",
    "YouTube",
    "alt", // the social networks' names; alt+T, the notifications' shortcut
    "am",
    "pm", // CLDR's Hindi times: "5:30 pm" (lib/time.ts)
  ].map((w) => w.toLowerCase()),
);

/**
 * Texts a Hindi page shows as the catalogue says them: the names and descriptions of products, and the names
 * of brands and categories (in Hindi where they have a Hindi name, in English otherwise).
 */
export async function dataTexts(page: Page): Promise<string[]> {
  const texts = new Set<string>();
  type ApiCategory = string | { name: string; children: ApiCategory[] };
  const addCategory = (category: ApiCategory) => {
    if (typeof category === "string") return void texts.add(category);
    texts.add(category.name);
    category.children.forEach(addCategory);
  };
  for (const lang of ["en", "hi"]) {
    for (let n = 1, pages = 1; n <= pages; n++) {
      const response = await page.request.get(`/api/getproducts/products?pageSize=60&page=${n}&lang=${lang}`);
      pages = Number(response.headers()["x-page-count"] ?? 1);
      for (const product of (await response.json()) as Array<Record<string, unknown>>)
        for (const key of ["name", "brand", "category", "description"])
          if (typeof product[key] === "string" && product[key]) texts.add(product[key]);
    }
    const brands: Array<{ name: string; subcategories?: string[] }> = await (
      await page.request.get(`/api/filters/brands?lang=${lang}`)
    ).json();
    for (const brand of brands) for (const text of [brand.name, ...(brand.subcategories ?? [])]) texts.add(text);
    const categories: ApiCategory[] = await (await page.request.get(`/api/filters/categories?lang=${lang}`)).json();
    categories.forEach(addCategory);
  }
  // The longest first, so a name is taken out of a text before a shorter name inside it.
  return [...texts].sort((a, b) => b.length - a.length);
}

type Found = { where: string; text: string };

/** Every text of the page a shopper sees or hears, with where it is. */
async function textsOf(page: Page): Promise<Found[]> {
  return page.evaluate(() => {
    const found: { where: string; text: string }[] = [];
    const visible = (el: Element) =>
      (el as HTMLElement).checkVisibility?.({ checkOpacity: false, checkVisibilityCSS: true }) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName)) continue;
      if (parent.closest("[hidden]") || !visible(parent)) continue;
      const text = node.textContent?.trim();
      if (text) found.push({ where: parent.tagName.toLowerCase(), text });
    }
    for (const el of document.querySelectorAll("[aria-label],[alt],[title],[placeholder]")) {
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        const value = el.getAttribute(name)?.trim();
        if (value && el.tagName !== "HTML") found.push({ where: `${el.tagName.toLowerCase()}[${name}]`, text: value });
      }
    }
    for (const option of document.querySelectorAll("option"))
      if (option.textContent?.trim()) found.push({ where: "option", text: option.textContent.trim() });
    found.push({ where: "title", text: document.title });
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    if (description) found.push({ where: "meta description", text: description });
    return found;
  });
}

/** The texts of `page` with English words beyond the allowed ones. */
export async function englishOn(page: Page, allowedTexts: string[]): Promise<string[]> {
  const english: string[] = [];
  for (const { where, text } of await textsOf(page)) {
    let rest = text;
    for (const allowed of allowedTexts) if (allowed) rest = rest.split(allowed).join(" ");
    rest = rest
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ") // e-mail addresses
      .replace(/https?:\/\/\S+/g, " ")
      .replace(/#[A-Za-z0-9]+/g, " ") // order and quotation numbers ("कोटेशन #myovdi": letters only, at times)
      .replace(/\b\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d]\b/g, " "); // GSTINs
    // Words in Latin letters; a token with a digit is a code (an order or quotation number, a PIN, an id).
    const words = rest
      .split(/[\s()[\],;:!?।"“”‘’/|·•+–—-]+/)
      .filter((token) => /[A-Za-z]/.test(token) && !/\d/.test(token))
      .map((token) => token.replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, ""))
      // One letter is a unit or a size ("45 x 30 cm", "S"); capitals alone an abbreviation (RFID, ABS).
      .filter((word) => word.length > 1 && !ALLOWED_WORDS.has(word.toLowerCase()) && !/^[A-Z]+$/.test(word));
    if (words.length) english.push(`${page.url().replace(/^https?:\/\/[^/]+/, "")} ${where}: ${text}`);
  }
  return [...new Set(english)];
}
