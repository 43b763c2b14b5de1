import { describe, expect, it } from "vitest";
import type { Declarations } from "@/lib/catalog/declarations";
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd } from "./json-ld";

const declarations: Declarations = {
  genericName: "Trolley Bag",
  netQuantityValue: 1,
  netQuantityUnit: "N",
  dimensions: "55 x 38 x 22 cm",
  weightGrams: 2600,
  countryOfOrigin: "China",
  manufacturerName: "Ningbo Everbright Travelware Co., Ltd.",
  manufacturerAddress: "No. 88 Jinyuan Road, Ningbo, Zhejiang, China",
  packerRole: "IMPORTER",
  packerName: "Safar Luggage Industries Ltd.",
  packerAddress: "Plot C-8, MIDC Waluj, Maharashtra 431136",
  customerCare: null,
};

const product = (price: number, extra: Partial<Parameters<typeof productJsonLd>[0]> = {}) =>
  productJsonLd({
    slug: "safar-aero-55cm-cabin-trolley",
    name: "Safar Aero 55cm Cabin Trolley",
    description: "A cabin spinner.",
    images: [],
    price,
    stock: 4,
    brand: "Safar Luggage",
    declarations,
    ...extra,
  }) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON-LD under test

describe("productJsonLd", () => {
  it("carries the declarations search engines read: country of origin, manufacturer, size and weight", () => {
    expect(product(399_900)).toMatchObject({
      countryOfOrigin: { "@type": "Country", name: "China" },
      manufacturer: { "@type": "Organization", name: "Ningbo Everbright Travelware Co., Ltd." },
      size: "55 x 38 x 22 cm",
      weight: { "@type": "QuantitativeValue", value: 2600, unitCode: "GRM" },
    });
  });

  it("ships free from ₹999 and for ₹49 below, in 4–7 business days (remote areas 7–10), cut-off 14:00 IST", () => {
    const [india, remote] = product(399_900).offers.shippingDetails;
    expect(india).toMatchObject({
      shippingRate: { value: "0.00", currency: "INR" },
      shippingDestination: { addressCountry: "IN" },
      deliveryTime: {
        handlingTime: { minValue: 0, maxValue: 1, unitCode: "DAY" },
        transitTime: { minValue: 4, maxValue: 7, unitCode: "DAY" },
        cutoffTime: "14:00:00+05:30",
      },
    });
    expect(india.deliveryTime.businessDays.dayOfWeek).not.toContain("https://schema.org/Sunday");
    expect(remote).toMatchObject({
      shippingDestination: { addressCountry: "IN", addressRegion: expect.arrayContaining(["AS", "JK", "LA", "AN"]) },
      deliveryTime: { transitTime: { minValue: 7, maxValue: 10 } },
    });
    expect(product(79_900).offers.shippingDetails[0].shippingRate.value).toBe("49.00");
  });

  it("states the returns page's policy: exchange only, reported within a day of delivery", () => {
    expect(product(399_900).offers.hasMerchantReturnPolicy).toEqual({
      "@type": "MerchantReturnPolicy",
      applicableCountry: "IN",
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: 1,
      returnMethod: "https://schema.org/ReturnByMail",
      returnFees: "https://schema.org/ReturnFeesCustomerResponsibility",
      refundType: "https://schema.org/ExchangeRefund",
      merchantReturnLink: expect.stringMatching(/\/returns$/),
    });
  });

  it("gives the MRP as the list price when the price is below it", () => {
    expect(product(399_900, { mrp: 549_900 }).offers.priceSpecification).toEqual({
      "@type": "UnitPriceSpecification",
      priceType: "https://schema.org/ListPrice",
      price: "5499.00",
      priceCurrency: "INR",
    });
    expect(product(399_900, { mrp: 399_900 }).offers.priceSpecification).toBeUndefined();
  });
});

describe("JSON-LD in the page's language", () => {
  const hindi = productJsonLd(
    {
      slug: "steel-tiffin",
      name: "स्टील टिफ़िन",
      description: "तीन डिब्बों वाला टिफ़िन।",
      images: [],
      price: 49_900,
      stock: 1,
      brand: "Kosh",
    },
    "hi",
  ) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON-LD under test

  it("describes the Hindi page of a Hindi product page, with its Hindi texts", () => {
    expect(hindi.name).toBe("स्टील टिफ़िन");
    expect(hindi.mainEntityOfPage).toMatchObject({ "@type": "ItemPage", inLanguage: "hi-IN" });
    expect(hindi.mainEntityOfPage.url).toMatch(/\/hi\/product\/steel-tiffin$/);
    expect(hindi.offers.url).toMatch(/\/hi\/product\/steel-tiffin$/);
    expect(hindi.offers.hasMerchantReturnPolicy.merchantReturnLink).toMatch(/\/hi\/returns$/);
  });

  it("keeps English pages' URLs unprefixed", () => {
    const english = product(399_900);
    expect(english.mainEntityOfPage.inLanguage).toBe("en-IN");
    expect(english.offers.url).toMatch(/[^i]\/product\/safar-aero-55cm-cabin-trolley$/);
    expect(english.offers.url).not.toContain("/hi/");
  });

  it("links the breadcrumb trail and the organisation to the page's language", () => {
    const trail = breadcrumbJsonLd(
      [
        { name: "होम", path: "/" },
        { name: "शॉप", path: "/shop" },
      ],
      "hi",
    ) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON-LD under test
    expect(trail.itemListElement.map((item: { item: string }) => new URL(item.item).pathname)).toEqual([
      "/hi",
      "/hi/shop",
    ]);
    expect(new URL(organizationJsonLd("hi").url as string).pathname).toBe("/hi");
    expect(organizationJsonLd().knowsLanguage).toEqual(["en-IN", "hi-IN"]);
  });
});
