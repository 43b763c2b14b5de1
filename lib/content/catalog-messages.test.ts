import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { formatINR } from "@/lib/money";
import { describeShippingPolicy, FLAT_SHIPPING_FEE_PAISE, FREE_SHIPPING_THRESHOLD_PAISE } from "@/lib/shipping";

// The catalogue pages' texts that repeat a sentence or text defined in lib/:
// in English they must read exactly as lib/ words them (the spec's texts).

const amounts = { threshold: formatINR(FREE_SHIPPING_THRESHOLD_PAISE), fee: formatINR(FLAT_SHIPPING_FEE_PAISE) };

describe("catalogue page messages", () => {
  it("the shipping policy in English is lib/shipping's sentence, and Hindi names the same amounts", () => {
    for (const namespace of ["Home", "Product"] as const) {
      const english = createTranslator({ locale: "en", messages: en, namespace });
      expect(english("shippingPolicy", amounts)).toBe(describeShippingPolicy());
      const hindi = createTranslator({ locale: "hi", messages: hi, namespace })("shippingPolicy", amounts);
      expect(hindi).toContain("₹999");
      expect(hindi).toContain("₹49");
    }
  });

  it("the product count reads as before: no digit grouping, one product singular", () => {
    const english = createTranslator({ locale: "en", messages: en, namespace: "Shop" });
    expect(english("count", { count: 1 })).toBe("1 product");
    expect(english("count", { count: 0 })).toBe("0 products");
    expect(english("count", { count: 1234 })).toBe("1234 products");
    const hindi = createTranslator({ locale: "hi", messages: hi, namespace: "Shop" });
    expect(hindi("count", { count: 0 })).toBe("0 प्रोडक्ट");
  });
});
