import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { colourNameWith, countryNameWith, sizeNameWith, termKey } from "./product-terms";

const hindi = createTranslator({ locale: "hi", messages: hi, namespace: "Vocabulary" });
const english = createTranslator({ locale: "en", messages: en, namespace: "Vocabulary" });

describe("product vocabulary", () => {
  it("names the demo catalogue's colours, size words and countries in Hindi", () => {
    expect(colourNameWith(hindi, "Navy Blue")).toBe("नेवी ब्लू");
    expect(colourNameWith(hindi, "Black")).toBe("काला");
    expect(colourNameWith(hindi, "black")).toBe("काला");
    expect(sizeNameWith(hindi, "Medium 65 cm")).toBe("मीडियम 65 सेमी");
    expect(sizeNameWith(hindi, "15.6 inch")).toBe("15.6 इंच");
    expect(countryNameWith(hindi, "China")).toBe("चीन");
    expect(countryNameWith(hindi, "India")).toBe("भारत");
  });

  it("shows an unknown value, a letter size or anything already in Hindi as stored", () => {
    expect(colourNameWith(hindi, "Peacock Shimmer")).toBe("Peacock Shimmer");
    expect(colourNameWith(hindi, "काला")).toBe("काला");
    expect(colourNameWith(hindi, "")).toBe("");
    expect(sizeNameWith(hindi, "XL")).toBe("XL");
    expect(sizeNameWith(hindi, "M")).toBe("M");
    expect(sizeNameWith(hindi, "Large  78 cm")).toBe("लार्ज  78 सेमी");
    expect(countryNameWith(hindi, "Atlantis")).toBe("Atlantis");
    expect(termKey("Sky-Blue")).toBe("skyBlue");
    expect(termKey("Grün")).toBeNull();
  });

  it("English gives back the stored English", () => {
    expect(colourNameWith(english, "Navy Blue")).toBe("Navy Blue");
    expect(sizeNameWith(english, "Medium 65 cm")).toBe("Medium 65 cm");
    expect(countryNameWith(english, "China")).toBe("China");
    // Exactly as stored, whatever its case: the English table only names the keys.
    expect(colourNameWith(english, "navy blue")).toBe("navy blue");
    expect(sizeNameWith(english, "free size")).toBe("free size");
    expect(countryNameWith(english, "CHINA")).toBe("CHINA");
  });

  it("every English entry is its own key's text, and every Hindi one is Devanagari", () => {
    for (const group of ["colours", "sizeWords", "countries"] as const) {
      for (const [key, text] of Object.entries(en.Vocabulary[group])) {
        expect(termKey(text), `${group}.${key}`).toBe(key);
        expect(hi.Vocabulary[group][key as keyof (typeof hi.Vocabulary)[typeof group]], `${group}.${key}`).toMatch(
          /^[\u0900-\u097F ]+$/,
        );
      }
    }
  });
});
