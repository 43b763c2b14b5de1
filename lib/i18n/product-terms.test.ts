import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import {
  colourNameWith,
  countryNameWith,
  dimensionsWith,
  measureTextsWith,
  sizeNameWith,
  termKey,
  unitNameWith,
} from "./product-terms";

const hindi = createTranslator({ locale: "hi", messages: hi, namespace: "Vocabulary" });
const english = createTranslator({ locale: "en", messages: en, namespace: "Vocabulary" });
const hindiMeasures = createTranslator({ locale: "hi", messages: hi, namespace: "Measures" });
const englishMeasures = createTranslator({ locale: "en", messages: en, namespace: "Measures" });

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

  it("names dimensions' units and words in Hindi, keeping numbers, x, punctuation and unknown words", () => {
    expect(dimensionsWith(hindiMeasures, "45 x 30 x 20 cm")).toBe("45 x 30 x 20 सेमी");
    expect(dimensionsWith(hindiMeasures, "22 cm diameter x 7 cm")).toBe("22 सेमी व्यास x 7 सेमी");
    expect(dimensionsWith(hindiMeasures, "55, 65 and 75 cm (height)")).toBe("55, 65 और 75 सेमी (ऊँचाई)".normalize("NFC"));
    expect(dimensionsWith(hindiMeasures, "10 cm diameter; 12, 16 and 20 cm tall")).toBe(
      "10 सेमी व्यास; 12, 16 और 20 सेमी ऊँचाई".normalize("NFC"),
    );
    expect(dimensionsWith(hindiMeasures, "up to 18 x 12 x 10 cm")).toBe("अधिकतम 18 x 12 x 10 सेमी");
    expect(dimensionsWith(hindiMeasures, "15.6 inch laptop, 40 cm (L)")).toBe("15.6 इंच laptop, 40 सेमी (L)");
    expect(dimensionsWith(englishMeasures, "up to 18 x 12 x 10 cm")).toBe("up to 18 x 12 x 10 cm");
    expect(dimensionsWith(englishMeasures, "22 CM Diameter x 7 cm")).toBe("22 CM Diameter x 7 cm");
  });

  it("names the net quantity's and weight's unit symbols in Hindi, English as they are", () => {
    expect(unitNameWith(hindiMeasures, "g")).toBe("ग्राम");
    expect(unitNameWith(hindiMeasures, "kg")).toBe("किग्रा");
    expect(unitNameWith(hindiMeasures, "N")).toBe("नग");
    expect(unitNameWith(hindiMeasures, "pair")).toBe("जोड़ी".normalize("NFC"));
    expect(unitNameWith(hindiMeasures, "L")).toBe("लीटर");
    expect(unitNameWith(englishMeasures, "L")).toBe("L");
    expect(unitNameWith(englishMeasures, "N")).toBe("N");
    const texts = measureTextsWith(hindiMeasures);
    expect([texts.unit("ml"), texts.dimensions("38 x 27 x 2 cm")]).toEqual(["मिली", "38 x 27 x 2 सेमी"]);
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

  it("every Measures entry is its own key's text in English, and Devanagari in Hindi", () => {
    for (const group of ["words", "units"] as const) {
      for (const [key, text] of Object.entries(en.Measures[group])) {
        expect(termKey(text), `${group}.${key}`).toBe(key);
        expect(hi.Measures[group][key as keyof (typeof hi.Measures)[typeof group]], `${group}.${key}`).toMatch(
          /^[\u0900-\u097F ]+$/,
        );
      }
    }
  });
});
