import { HIDDEN_CHARACTERS_MESSAGE } from "@/lib/typed-text";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { addressCreateSchema, addressPatchSchema } from "@/lib/account/address-schema";
import { DELETE_ACCOUNT_TEXT } from "@/lib/account/delete-account";
import { INVALID_CREDENTIALS, WRONG_CURRENT_PASSWORD } from "@/lib/auth/accounts";
import { changePasswordSchema, deleteAccountSchema, PASSWORD_RESET_TEXT, signupSchema } from "@/lib/auth/schemas";
import {
  addToCartSchema,
  CHOOSE_OPTION_MESSAGE,
  NOT_IN_CART_MESSAGE,
  NOT_OFFERED_TEXT,
  QUANTITY_LIMIT_TEXT,
} from "@/lib/cart/cart";
import { createQuotationSchema, MAX_QUOTATION_ITEMS } from "@/lib/quotations/quotations";
import { catalogParamsSchema } from "@/lib/catalog/query";
import { estimateQuerySchema } from "@/lib/delivery/estimate-schema";
import { CONTACT_RESULT, contactMessages } from "@/lib/content/contact-fields";
import { newsletterLinkMessages, newsletterMessages } from "@/lib/content/newsletter-schema";
import {
  codOverLimitMessage,
  codUnavailableInMessage,
  pinStateMismatchMessage,
  unserviceableMessage,
} from "@/lib/delivery/format";
import { GSTIN_TEXT } from "@/lib/gstin";
import { SEARCH_RESULT_TEXT } from "@/lib/catalog/search-result-text";
import { ALREADY_SHIPPED_MESSAGE, EARLIER_CHECKOUT_BEING_PAID_MESSAGE } from "@/lib/orders/cancel";
import {
  CART_CHANGED_MESSAGE,
  noTaxCategoryMessage,
  optionNotChosenMessage,
  optionUnavailableMessage,
  PRICE_CHANGED_MESSAGE,
  DELIVERY_CHANGED_MESSAGE,
} from "@/lib/orders/checkout";
import { COD_SUCCESS_MESSAGE, ONLINE_PAYMENT_UNAVAILABLE } from "@/lib/orders/place-order";
import { MISSING_SHIPPING_INFO_MESSAGE } from "@/lib/orders/shipping-info";
import { NO_TRACKING_MESSAGE } from "@/lib/orders/tracking";
import { TRACK_PHONE_LIMITED_MESSAGE } from "@/lib/orders/tracking-limits";
import { PAYMENT_TEXT } from "@/lib/payments/payment-check";
import { ALREADY_PAID } from "@/lib/payments/sandbox";
import { IMAGE_TEXT } from "@/lib/uploads/images";
import { EXCHANGE_TEXT, exchangeRefusalText } from "@/lib/exchanges/exchanges";
import { formatDateTimeIST, formatLongDateIST } from "@/lib/time";
import { MESSAGE_ARGUMENTS, PLURAL_ARGUMENTS, translateBody, translateMessage } from "./messages";

const DEVANAGARI = /[\u0900-\u097F]/;
const argumentsOf = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]!))].sort();

describe("the /api message catalogue (Api and Validation namespaces)", () => {
  it("lists the arguments of exactly the messages that take some", () => {
    const fromCatalogue: Record<string, string[]> = {};
    for (const namespace of ["Api", "Validation"] as const) {
      for (const [key, text] of Object.entries(en[namespace] as Record<string, string>)) {
        const names = argumentsOf(text);
        if (names.length) fromCatalogue[`${namespace}.${key}`] = names;
      }
    }
    const listed = Object.fromEntries(
      Object.entries(MESSAGE_ARGUMENTS).map(([key, names]) => [key, [...names].sort()]),
    );
    expect(listed).toEqual(fromCatalogue);
  });

  it("lists the arguments a Hindi text takes a plural form by, and only those", () => {
    const fromCatalogue: Record<string, string[]> = {};
    for (const namespace of ["Api", "Validation"] as const) {
      for (const [key, text] of Object.entries(hi[namespace] as Record<string, string>)) {
        const names = [...new Set([...text.matchAll(/\{\s*(\w+)\s*,\s*plural/g)].map((m) => m[1]!))].sort();
        if (names.length) fromCatalogue[`${namespace}.${key}`] = names;
      }
    }
    expect(PLURAL_ARGUMENTS).toEqual(fromCatalogue);
  });

  it("translates every English text of the catalogue, with its values, into its Hindi text", () => {
    for (const namespace of ["Api", "Validation"] as const) {
      const hindi = hi[namespace] as Record<string, string>;
      for (const [key, text] of Object.entries(en[namespace] as Record<string, string>)) {
        if (PLURAL_ARGUMENTS[`${namespace}.${key}`]) continue; // below, with numbers
        const values = Object.fromEntries(argumentsOf(text).map((name, i) => [name, `V${i}`]));
        const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
        expect(translateMessage(fill(text), "hi"), `${namespace}.${key}`).toBe(fill(hindi[key]!));
      }
    }
  });

  it("knows the texts lib/ really sends (a text changed on one side fails here)", () => {
    // The edge parses with zod's Hindi messages for a Hindi request; the schemas' own texts are the catalogue's.
    const inHindi = { error: z.locales.hi().localeError };
    const sent = [
      INVALID_CREDENTIALS,
      WRONG_CURRENT_PASSWORD,
      ...Object.values(PASSWORD_RESET_TEXT),
      ...Object.values(DELETE_ACCOUNT_TEXT),
      NOT_IN_CART_MESSAGE,
      ...Object.values(CHOOSE_OPTION_MESSAGE),
      ALREADY_SHIPPED_MESSAGE,
      EARLIER_CHECKOUT_BEING_PAID_MESSAGE,
      noTaxCategoryMessage("Trail Daypack 25L", false),
      noTaxCategoryMessage("Trail Daypack 25L", true),
      CART_CHANGED_MESSAGE,
      PRICE_CHANGED_MESSAGE,
      DELIVERY_CHANGED_MESSAGE,
      optionUnavailableMessage("Urbanpack Everyday 22L Backpack", "Olive"),
      optionNotChosenMessage("Urbanpack Everyday 22L Backpack"),
      COD_SUCCESS_MESSAGE,
      NO_TRACKING_MESSAGE,
      TRACK_PHONE_LIMITED_MESSAGE,
      MISSING_SHIPPING_INFO_MESSAGE,
      ...Object.values(PAYMENT_TEXT),
      ALREADY_PAID,
      ONLINE_PAYMENT_UNAVAILABLE,
      CONTACT_RESULT.success,
      ...Object.values(contactMessages),
      ...Object.values(newsletterMessages).filter((text) => text !== newsletterMessages.fallbackFailure),
      ...Object.values(newsletterLinkMessages),
      GSTIN_TEXT.required,
      GSTIN_TEXT.format,
      GSTIN_TEXT.checkCharacter,
      GSTIN_TEXT.stateCode("99"),
      GSTIN_TEXT.stateMismatch("Karnataka", "29", "Maharashtra"),
      GSTIN_TEXT.businessNameRequired,
      GSTIN_TEXT.businessNameLength,
      unserviceableMessage("999999"),
      SEARCH_RESULT_TEXT.none("टिफ़िन bag"),
      SEARCH_RESULT_TEXT.one,
      SEARCH_RESULT_TEXT.some(42),
      SEARCH_RESULT_TEXT.atLeast(1000),
      pinStateMismatchMessage("400050", "Maharashtra", "Goa"),
      QUANTITY_LIMIT_TEXT.canBeAdded(1),
      QUANTITY_LIMIT_TEXT.canBeAdded(3),
      QUANTITY_LIMIT_TEXT.inStock(2),
      QUANTITY_LIMIT_TEXT.perItem(10),
      // A cart line's quantity and product, as a client may send them wrong.
      ...[{}, { productId: "p", quantity: 0 }, { productId: "p", quantity: 1.5 }, { productId: "p", quantity: 11 }]
        .flatMap((body) => addToCartSchema.safeParse(body, inHindi).error!.issues)
        .map((issue) => issue.message),
      // A size or colour the product is not sold in.
      NOT_OFFERED_TEXT.size(["S", "M", "L"]),
      NOT_OFFERED_TEXT.color(["Olive", "Black"]),
      NOT_OFFERED_TEXT.noSizes,
      NOT_OFFERED_TEXT.noColours,
      // A quotation request, as the corporate page's form or a client may send it wrong.
      ...[
        { items: "tote", budget: "lots" },
        { items: [], budget: 0, specialNotes: "x".repeat(2001) },
        { items: [{ productId: "", quantity: 1.5 }], budget: "12.345" },
        {
          items: Array.from({ length: MAX_QUOTATION_ITEMS + 1 }, () => ({ productId: "p", quantity: 1 })),
          budget: 1e9,
        },
        { items: [{ quantity: 0 }], budget: "" },
      ]
        .flatMap((body) => createQuotationSchema.safeParse(body, inHindi).error!.issues)
        .map((issue) => issue.message),
      // The catalogue's and the delivery estimate's query parameters.
      ...[
        { page: "two", pageSize: "0", sort: "cheapest", q: "x".repeat(101) },
        { categories: "x".repeat(2001), brands: Array.from({ length: 51 }, (_, i) => `b${i}`).join(",") },
      ]
        .flatMap((query) => catalogParamsSchema.safeParse(query, inHindi).error!.issues)
        .map((issue) => issue.message),
      ...estimateQuerySchema
        .safeParse({ pin: "560001", total: "₹1299" }, inHindi)
        .error!.issues.map((issue) => issue.message),
      codUnavailableInMessage("Ladakh"),
      codOverLimitMessage(5_000_000),
      HIDDEN_CHARACTERS_MESSAGE,
      ...Object.values(IMAGE_TEXT),
      // What a Hindi shopper's exchange request can be refused with, on My Orders.
      EXCHANGE_TEXT.lineTwice,
      EXCHANGE_TEXT.photoEmpty,
      EXCHANGE_TEXT.photoNotImage,
      EXCHANGE_TEXT.tooManyPhotos(3),
      EXCHANGE_TEXT.multipartHelp(3),
      EXCHANGE_TEXT.fieldNotJson,
      EXCHANGE_TEXT.notALine("cm1abc"),
      EXCHANGE_TEXT.moreThanOrdered(2, "Urbanpack Everyday 22L Backpack"),
      exchangeRefusalText(EXCHANGE_TEXT.alreadyRequested),
      EXCHANGE_TEXT.noRequest,
      EXCHANGE_TEXT.alreadyDecided,
      exchangeRefusalText(EXCHANGE_TEXT.replacementOrder),
      exchangeRefusalText(EXCHANGE_TEXT.notDelivered),
      exchangeRefusalText(EXCHANGE_TEXT.windowClosed(formatDateTimeIST(new Date("2026-11-27T09:30:00Z")))),
      // What the shared schemas say about an empty or wrong form.
      ...addressCreateSchema.safeParse({}, inHindi).error!.issues.map((issue) => issue.message),
      ...addressCreateSchema
        .safeParse(
          {
            fullName: "x".repeat(101),
            phone: "12",
            street: "x".repeat(201),
            city: "x".repeat(101),
            state: "Goa",
            postalCode: "1",
            country: "Nepal",
          },
          inHindi,
        )
        .error!.issues.map((issue) => issue.message),
      ...addressPatchSchema.safeParse({}, inHindi).error!.issues.map((issue) => issue.message),
      ...signupSchema.safeParse({}, inHindi).error!.issues.map((issue) => issue.message),
      ...signupSchema
        .safeParse({ name: "Asha", email: "asha@example.in", password: "asha@example.in" }, inHindi)
        .error!.issues.map((issue) => issue.message),
      ...changePasswordSchema.safeParse({}, inHindi).error!.issues.map((issue) => issue.message),
      ...deleteAccountSchema.safeParse({}, inHindi).error!.issues.map((issue) => issue.message),
      ...deleteAccountSchema.safeParse({ password: "x".repeat(1025) }, inHindi).error!.issues.map((i) => i.message),
    ];
    const untranslated = sent.filter((text) => !DEVANAGARI.test(translateMessage(text, "hi")));
    expect(untranslated).toEqual([]);
  });

  it("matches a template's values, the same value twice included, and keeps a field prefix", () => {
    expect(translateMessage("Only 3 can be added.", "hi")).toBe("सिर्फ़ 3 ही जोड़े जा सकते हैं।");
    // States by their Hindi names, as the address form shows them.
    expect(translateMessage(pinStateMismatchMessage("400050", "Maharashtra", "Tamil Nadu"), "hi")).toBe(
      "पिन कोड 400050 महाराष्ट्र में है, तमिलनाडु में नहीं। पिन कोड जाँचें, या राज्य के रूप में महाराष्ट्र चुनें।",
    );
    expect(translateMessage(codUnavailableInMessage("Andaman and Nicobar Islands"), "hi")).toBe(
      "अंडमान और निकोबार द्वीपसमूह में कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।",
    );
    expect(translateMessage(GSTIN_TEXT.stateMismatch("Karnataka", "29", "Maharashtra"), "hi")).toMatch(
      /^यह GSTIN कर्नाटक \(29\) में रजिस्टर्ड है, लेकिन ऑर्डर महाराष्ट्र भेजा जा रहा है।/,
    );
    // A plural by its number: one, and more.
    expect(translateMessage("Only 1 can be added.", "hi")).toBe("सिर्फ़ 1 ही जोड़ा जा सकता है।");
    expect(translateMessage("Only 1 in stock.", "hi")).toBe("स्टॉक में सिर्फ़ 1 बचा है।");
    expect(translateMessage("Only 4 in stock.", "hi")).toBe("स्टॉक में सिर्फ़ 4 बचे हैं।");
    // A request field's or query parameter's name stays as the API spells it.
    expect(translateMessage("quantity must be at least 1.", "hi")).toBe("quantity का मान कम से कम 1 होना चाहिए।");
    expect(translateMessage("page: page must be a whole number.", "hi")).toBe("page: page का मान पूरी संख्या होना चाहिए।");
    expect(translateMessage("phone: Enter a valid 10-digit Indian mobile number.", "hi")).toBe(
      "phone: सही 10 अंकों का भारतीय मोबाइल नंबर दर्ज करें।",
    );
  });

  it("writes a date lib/ wrote in English with its Hindi month, as the Hindi pages write dates", () => {
    for (let month = 0; month < 12; month++) {
      const at = new Date(Date.UTC(2026, month, 14, 9, 30));
      const closed = exchangeRefusalText(EXCHANGE_TEXT.windowClosed(formatDateTimeIST(at)));
      expect(translateMessage(closed, "hi")).toContain(`समय-सीमा ${formatDateTimeIST(at, "hi")} को ख़त्म हो गई।`);
      const expired = `This quotation expired on ${formatLongDateIST(at)}. Please request a new one.`;
      expect(translateMessage(expired, "hi")).toContain(`${formatLongDateIST(at, "hi")} को`);
    }
  });

  it("leaves English, unknown texts and bodies without messages as they are", () => {
    expect(translateMessage("Your cart is empty.", "en")).toBe("Your cart is empty.");
    expect(translateMessage("A text nobody translated.", "hi")).toBe("A text nobody translated.");
    expect(translateMessage("field: A text nobody translated.", "hi")).toBe("field: A text nobody translated.");
    const body = { message: "Your cart is empty.", code: "CONFLICT" };
    expect(translateBody(body, "en")).toBe(body);
    expect(translateBody(body, "hi")).toEqual({ message: "आपका कार्ट खाली है।", code: "CONFLICT" });
    expect(
      translateBody(
        {
          message: "email: Enter a valid email address.",
          issues: [{ path: "email", message: "Enter a valid email address." }],
        },
        "hi",
      ),
    ).toEqual({
      message: "email: सही ई-मेल पता दर्ज करें।",
      issues: [{ path: "email", message: "सही ई-मेल पता दर्ज करें।" }],
    });
  });
});
