import { describe, expect, it } from "vitest";
import { displayName, localized, localizedOptional, productTexts } from "./localize";

const tiffin = {
  name: "Tiffin & Co. 3-tier Steel Tiffin",
  description: "A classic three-tier dabba in stainless steel.",
  nameHi: "Tiffin & Co. स्टील टिफ़िन, 3 डिब्बे",
  descriptionHi: "स्टेनलेस स्टील का क्लासिक तीन डिब्बों वाला टिफ़िन।",
  genericName: "Tiffin Box",
  genericNameHi: "टिफ़िन बॉक्स",
};

describe("catalogue texts in the shopper's language", () => {
  it("shows the Hindi text on Hindi pages and the English on English ones", () => {
    expect(productTexts(tiffin, "hi")).toEqual({
      name: tiffin.nameHi,
      description: tiffin.descriptionHi,
      genericName: tiffin.genericNameHi,
    });
    expect(productTexts(tiffin, "en")).toEqual({
      name: tiffin.name,
      description: tiffin.description,
      genericName: tiffin.genericName,
    });
  });

  it("falls back to English, field by field, where the Hindi is missing or blank", () => {
    const partly = { ...tiffin, descriptionHi: null, genericNameHi: "  " };
    expect(productTexts(partly, "hi")).toEqual({
      name: tiffin.nameHi,
      description: tiffin.description,
      genericName: tiffin.genericName,
    });
    expect(displayName({ name: "Wildtrail", nameHi: null }, "hi")).toBe("Wildtrail");
    expect(displayName({ name: "Kitchen", nameHi: "रसोई" }, "hi")).toBe("रसोई");
    expect(displayName({ name: "Kitchen", nameHi: "रसोई" }, "en")).toBe("Kitchen");
  });

  it("keeps an absent optional text absent in both languages", () => {
    expect(localizedOptional("hi", null, "टिफ़िन बॉक्स")).toBeNull();
    expect(localized("en", "Tawa", "तवा")).toBe("Tawa");
  });
});
