import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { measureTextsWith } from "@/lib/i18n/product-terms";
import hi from "@/messages/hi.json";
import { declarationRows, formatNetQuantity, missingDeclarations, type Declarations } from "./declarations";

const made: Declarations = {
  genericName: "Backpack",
  netQuantityValue: 1,
  netQuantityUnit: "N",
  dimensions: "45 x 30 x 16 cm",
  weightGrams: 480,
  countryOfOrigin: "India",
  manufacturerName: "Urbanpack Bags LLP",
  manufacturerAddress: "22 Peenya Industrial Area, Bengaluru, Karnataka 560058",
  packerRole: "MARKETER",
  packerName: "Kosh & Co. Retail Private Limited",
  packerAddress: "14 Linking Road, Bandra West, Mumbai, Maharashtra 400050",
  customerCare: null,
};

describe("declarations", () => {
  it("lists them with the labels shoppers know from the pack, the shop's customer care by default", () => {
    expect(declarationRows(made, "Kosh & Co., support@kosh.example")).toEqual([
      { label: "Generic Name", value: "Backpack" },
      { label: "Net Quantity", value: "1 N" },
      { label: "Dimensions", value: "45 x 30 x 16 cm" },
      { label: "Weight", value: "480 g" },
      { label: "Country of Origin", value: "India" },
      { label: "Manufactured by", value: "Urbanpack Bags LLP, 22 Peenya Industrial Area, Bengaluru, Karnataka 560058" },
      {
        label: "Marketed by",
        value: "Kosh & Co. Retail Private Limited, 14 Linking Road, Bandra West, Mumbai, Maharashtra 400050",
      },
      { label: "Customer Care", value: "Kosh & Co., support@kosh.example" },
    ]);
    const imported = declarationRows({ ...made, packerRole: "IMPORTER", customerCare: "care@nomad.example" }, "shop");
    expect(imported.map((row) => row.label)).toContain("Imported by");
    expect(imported.at(-1)).toEqual({ label: "Customer Care", value: "care@nomad.example" });
  });

  it("writes the net quantity's, dimensions' and weight's units in the page's language (Hindi), digits as they are", () => {
    const hindi = measureTextsWith(createTranslator({ locale: "hi", messages: hi, namespace: "Measures" }));
    const rows = declarationRows({ ...made, weightGrams: 1400 }, "shop", hindi);
    const value = (label: string) => rows.find((row) => row.label === label)?.value;
    expect(value("Net Quantity")).toBe("1 नग");
    expect(value("Dimensions")).toBe("45 x 30 x 16 सेमी");
    expect(value("Weight")).toBe("1.4 किग्रा");
    expect(declarationRows({ ...made, netQuantityValue: 2, netQuantityUnit: "PAIR" }, "shop", hindi)[1]).toEqual({
      label: "Net Quantity",
      value: "2 जोड़ी".normalize("NFC"),
    });
    expect(declarationRows(made, "shop", hindi).find((row) => row.label === "Weight")?.value).toBe("480 ग्राम");
  });

  it("writes net quantities as number and unit", () => {
    expect(formatNetQuantity(4, "U")).toBe("4 U");
    expect(formatNetQuantity(2, "L")).toBe("2 L");
    expect(formatNetQuantity(1.5, "KG")).toBe("1.5 kg");
  });

  it("names the mandatory ones missing; imported goods need their importer", () => {
    expect(missingDeclarations(made)).toEqual([]);
    expect(missingDeclarations({ ...made, genericName: " ", netQuantityUnit: null, dimensions: null })).toEqual([
      "generic name",
      "net quantity",
    ]);
    expect(missingDeclarations({ ...made, countryOfOrigin: "Vietnam" })).toEqual(["importer (imported goods)"]);
    expect(missingDeclarations({ ...made, packerAddress: "" })).toEqual(["marketed by: name and address"]);
  });
});
