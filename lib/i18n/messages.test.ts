import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { CLIENT_NAMESPACES } from "./client-messages";

// Every text a page shows comes from messages/<locale>.json. These tests fail
// when a key a page uses has no Hindi text, when the two files drift apart, or
// when a client component reads a namespace that is not sent to the browser.

type Messages = { [key: string]: string | Messages };
const ROOT = path.resolve(__dirname, "../..");

function flatten(messages: Messages, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [inner, text] of flatten(value, name)) out.set(inner, text);
  }
  return out;
}

const english = flatten(en as Messages);
const hindi = flatten(hi as Messages);

/** The argument names of an ICU message ({name}, {count, plural, …}, <tag>…</tag>). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)) names.add(match[1]!);
  for (const match of message.matchAll(/<([A-Za-z][\w]*)>/g)) names.add(`<${match[1]}>`);
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "generated" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

type Use = { file: string; key: string; client: boolean };

/** Every literal key passed to a translator made by useTranslations / getTranslations with a literal namespace. */
function keysUsedInCode(): Use[] {
  const uses: Use[] = [];
  for (const file of ["app", "components", "lib"].flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
    const source = readFileSync(file, "utf8");
    const client = /^\s*["']use client["']/.test(source);
    const translators = [
      ...source.matchAll(
        /(?:const|let)\s+(\w+)\s*=\s*(?:await\s+)?(?:useTranslations|getTranslations)\(\s*["']([\w.]+)["']/g,
      ),
      ...source.matchAll(
        /(?:const|let)\s+(\w+)\s*=\s*(?:await\s+)?getTranslations\(\s*\{[^}]*namespace:\s*["']([\w.]+)["'][^}]*\}/g,
      ),
    ];
    for (const [, name, namespace] of translators) {
      uses.push({ file, key: namespace!, client });
      const call = new RegExp(`\\b${name}(?:\\.(?:rich|markup|raw|has))?\\(\\s*["']([\\w.]+)["']`, "g");
      for (const [, key] of source.matchAll(call)) uses.push({ file, key: `${namespace}.${key}`, client });
    }
  }
  return uses;
}

const hasPrefix = (keys: Map<string, string>, name: string) =>
  keys.has(name) || [...keys.keys()].some((key) => key.startsWith(`${name}.`));

describe("messages", () => {
  it("Hindi has a text for every English key, and no key English lacks", () => {
    expect(english.size).toBeGreaterThan(0);
    expect([...english.keys()].filter((key) => !hindi.has(key))).toEqual([]);
    expect([...hindi.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it("no text is empty, and each Hindi text takes the same arguments as its English one", () => {
    for (const [key, text] of english) {
      expect(text.trim(), `en ${key}`).not.toBe("");
      const translated = hindi.get(key) ?? "";
      expect(translated.trim(), `hi ${key}`).not.toBe("");
      expect(argumentsOf(translated), `arguments of hi ${key}`).toEqual(argumentsOf(text));
    }
  });

  it("every key a page or component uses exists in both languages", () => {
    const uses = keysUsedInCode();
    const missing = uses
      .filter((use) => !hasPrefix(english, use.key) || !hasPrefix(hindi, use.key))
      .map((use) => `${path.relative(ROOT, use.file)}: ${use.key}`);
    expect(missing).toEqual([]);
  });

  it("client components read only namespaces sent to the browser (lib/i18n/client-messages.ts)", () => {
    const sent: readonly string[] = CLIENT_NAMESPACES;
    const unsent = keysUsedInCode()
      .filter((use) => use.client && !sent.includes(use.key.split(".")[0]!))
      .map((use) => `${path.relative(ROOT, use.file)}: ${use.key}`);
    expect([...new Set(unsent)]).toEqual([]);
  });
});

describe("GST invoice texts in Hindi", () => {
  // The checkout form, the profile form and the API (Validation) each word the GSTIN and business-name
  // checks; a shopper meets them side by side (a field's own check, then the server's answer), so the
  // same English says the same Hindi everywhere, with one verb for typing it in and one word for business.
  const GST_KEYS = [...english.keys()].filter((key) =>
    /^(Checkout\.gst\.|Account\.gstErrors\.|Account\.profile\.(gst|businessName)|Validation\.(gstin|businessName))/.test(
      key,
    ),
  );

  it("the same English text has one Hindi wording in every namespace", () => {
    expect(GST_KEYS.length).toBeGreaterThan(15);
    const byEnglish = new Map<string, Set<string>>();
    for (const key of GST_KEYS) {
      const texts = byEnglish.get(english.get(key)!) ?? new Set<string>();
      byEnglish.set(english.get(key)!, texts.add(hindi.get(key)!));
    }
    const differing = [...byEnglish].filter(([, texts]) => texts.size > 1).map(([text, texts]) => [text, [...texts]]);
    expect(differing).toEqual([]);
  });

  it("asks to enter a GSTIN or business name with 'दर्ज करें' and calls a business 'कारोबार'", () => {
    const mixed = GST_KEYS.filter((key) => /^Enter /.test(english.get(key)!) || / business/.test(english.get(key)!))
      .map((key) => `${key}: ${hindi.get(key)}`)
      .filter((line) => /लिखें|डालें|व्यवसाय|बिज़नेस/.test(line) || (/: Enter/.test(line) && !/दर्ज करें/.test(line)));
    expect(mixed).toEqual([]);
  });
});

it("the already-in-the-cart warning reads the same in Hindi on cards, in the cart and in the API's answer", () => {
  // The pages recognise the server's 409 by its text in the page's language (spec §5: a warning, not an error).
  for (const messages of [english, hindi]) {
    const api = messages.get("Api.alreadyInCart");
    expect(messages.get("ProductCard.alreadyInCart")).toBe(api);
    expect(messages.get("Cart.alreadyInCart")).toBe(api);
  }
  expect(english.get("Api.alreadyInCart")).toBe("Product is already in the cart");
});

it("a text the API answers and a page shows has one Hindi wording in both (ADR 0026)", () => {
  // The API translates its answers from the Api and Validation namespaces; a page words the same check or
  // the same success itself (a field's own check, a toast), and a shopper meets both side by side. The same
  // English says the same Hindi, whichever of the two says it. E-mails (Email) are neither.
  const API = /^(Api|Validation)\./;
  const onPages = (key: string) => !API.test(key) && !key.startsWith("Email.");
  const apiHindi = new Map<string, Map<string, string>>();
  for (const [key, text] of english) {
    if (!API.test(key)) continue;
    apiHindi.set(text, (apiHindi.get(text) ?? new Map()).set(key, hindi.get(key)!));
  }
  const differing: string[] = [];
  for (const [key, text] of english) {
    const api = apiHindi.get(text);
    if (!onPages(key) || !api) continue;
    for (const [apiKey, apiText] of api)
      if (hindi.get(key) !== apiText) differing.push(`"${text}": ${apiKey} "${apiText}" ≠ ${key} "${hindi.get(key)}"`);
  }
  expect(apiHindi.size).toBeGreaterThan(100);
  expect(differing).toEqual([]);
});

it("asks for a valid entry with 'सही' wherever it asks (a field's check, the API's answer)", () => {
  // "Enter a valid 6-digit PIN code", "Please enter a valid e-mail address": a shopper meets these side by side,
  // so an entry that is not right is "सही" everywhere; "मान्य" is for what stays valid (a quotation's date, a link).
  const asks = [...english].filter(([, text]) => /\benter a valid\b/i.test(text)).map(([key]) => key);
  expect(asks.length).toBeGreaterThan(8);
  const mixed = asks.filter((key) => !/सही/.test(hindi.get(key)!) || /मान्य/.test(hindi.get(key)!));
  expect(mixed.map((key) => `${key}: ${hindi.get(key)}`)).toEqual([]);
});
