import { describe, expect, it } from "vitest";
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
