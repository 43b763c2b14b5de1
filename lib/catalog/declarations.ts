// The declarations a listing must show under the Legal Metrology (Packaged
// Commodities) Rules 2011, rule 6(10), and the Consumer Protection
// (E-Commerce) Rules 2020 (country of origin): what the product is, how much,
// its size, where it was made, who made it and who markets, packs or imports
// it, and whom to call. Stored as product columns; shown on the product page,
// in the products API and in the product's JSON-LD. No server-only code here:
// the admin form uses the units, roles and rules too.

export const NET_QUANTITY_UNITS = {
  N: "N",
  U: "U",
  PAIR: "pair",
  G: "g",
  KG: "kg",
  ML: "ml",
  L: "L",
  CM: "cm",
  M: "m",
} as const;
export type NetQuantityUnit = keyof typeof NET_QUANTITY_UNITS;
export const NET_QUANTITY_UNIT_CODES = Object.keys(NET_QUANTITY_UNITS) as [NetQuantityUnit, ...NetQuantityUnit[]];

/** The label a listing puts before the packer's or importer's name. */
export const PACKER_ROLE_LABELS = {
  MARKETER: "Marketed by",
  PACKER: "Packed by",
  IMPORTER: "Imported by",
} as const;
export type PackerRole = keyof typeof PACKER_ROLE_LABELS;
export const PACKER_ROLES = Object.keys(PACKER_ROLE_LABELS) as [PackerRole, ...PackerRole[]];

export const DECLARATION_LIMITS = { text: 200, address: 500, country: 60, maxQuantity: 1_000_000, maxGrams: 1_000_000 };

export type Declarations = {
  genericName: string | null;
  netQuantityValue: number | null;
  netQuantityUnit: NetQuantityUnit | null;
  dimensions: string | null;
  weightGrams: number | null;
  countryOfOrigin: string | null;
  manufacturerName: string | null;
  manufacturerAddress: string | null;
  packerRole: PackerRole | null;
  packerName: string | null;
  packerAddress: string | null;
  /** Null: the shop's own customer care. */
  customerCare: string | null;
};

/** The columns, for Prisma selects. */
export const declarationSelect = {
  genericName: true,
  netQuantityValue: true,
  netQuantityUnit: true,
  dimensions: true,
  weightGrams: true,
  countryOfOrigin: true,
  manufacturerName: true,
  manufacturerAddress: true,
  packerRole: true,
  packerName: true,
  packerAddress: true,
  customerCare: true,
} as const;

/** A row read with `declarationSelect` (Prisma returns the quantity as a Decimal). */
export function declarationsOf(
  row: Omit<Declarations, "netQuantityValue"> & { netQuantityValue: { toNumber(): number } | number | null },
): Declarations {
  const value = row.netQuantityValue;
  return {
    genericName: row.genericName,
    netQuantityValue: value === null ? null : typeof value === "number" ? value : value.toNumber(),
    netQuantityUnit: row.netQuantityUnit,
    dimensions: row.dimensions,
    weightGrams: row.weightGrams,
    countryOfOrigin: row.countryOfOrigin,
    manufacturerName: row.manufacturerName,
    manufacturerAddress: row.manufacturerAddress,
    packerRole: row.packerRole,
    packerName: row.packerName,
    packerAddress: row.packerAddress,
    customerCare: row.customerCare,
  };
}

export const isImported = (countryOfOrigin: string | null) =>
  !!countryOfOrigin && countryOfOrigin.trim().toLowerCase() !== "india";

const asStored = (text: string) => text;

/** "1 N", "4 U", "2 L", "1.5 kg"; `unitName` names the symbol in a page's language ("1 नग"). */
export const formatNetQuantity = (value: number, unit: NetQuantityUnit, unitName = asStored) =>
  `${Number(value.toFixed(3))} ${unitName(NET_QUANTITY_UNITS[unit])}`;

/** "480 g", "1.4 kg"; `unitName` names the symbol in a page's language ("1.4 किग्रा"). */
export const formatWeight = (grams: number, unitName = asStored) =>
  grams >= 1000 ? `${Number((grams / 1000).toFixed(2))} ${unitName("kg")}` : `${grams} ${unitName("g")}`;

/**
 * The mandatory declarations a product lacks, by the label the admin form
 * uses; empty when it may be shown in the shop. Imported goods must name
 * their importer; a packer or marketer, when named, needs an address too.
 */
export function missingDeclarations(d: Declarations): string[] {
  const blank = (value: string | null) => !value?.trim();
  const missing: string[] = [];
  if (blank(d.genericName)) missing.push("generic name");
  if (d.netQuantityValue === null || d.netQuantityUnit === null) missing.push("net quantity");
  if (blank(d.countryOfOrigin)) missing.push("country of origin");
  if (blank(d.manufacturerName)) missing.push("manufacturer's name");
  if (blank(d.manufacturerAddress)) missing.push("manufacturer's address");
  if (isImported(d.countryOfOrigin) && d.packerRole !== "IMPORTER") missing.push("importer (imported goods)");
  if (d.packerRole && (blank(d.packerName) || blank(d.packerAddress)))
    missing.push(`${PACKER_ROLE_LABELS[d.packerRole].toLowerCase()}: name and address`);
  return missing;
}

export const missingDeclarationsMessage = (missing: string[]) =>
  `An active product must show its mandatory declarations. Add: ${missing.join(", ")}.`;

/**
 * The "Product details" rows, in the order a label reads, with the labels
 * shoppers know from the pack; rows without a value are left out. `measures`
 * writes the units and the dimensions' words in the page's language
 * (measureTextsWith, lib/i18n/product-terms.ts; numbers keep their digits);
 * by default as stored, in English.
 */
export function declarationRows(
  d: Declarations,
  defaultCustomerCare: string,
  measures: { unit: (symbol: string) => string; dimensions: (value: string) => string } = {
    unit: asStored,
    dimensions: asStored,
  },
): Array<{ label: string; value: string }> {
  const rows: Array<{ label: string; value: string | null }> = [
    { label: "Generic Name", value: d.genericName },
    {
      label: "Net Quantity",
      value:
        d.netQuantityValue !== null && d.netQuantityUnit
          ? formatNetQuantity(d.netQuantityValue, d.netQuantityUnit, measures.unit)
          : null,
    },
    { label: "Dimensions", value: d.dimensions && measures.dimensions(d.dimensions) },
    { label: "Weight", value: d.weightGrams ? formatWeight(d.weightGrams, measures.unit) : null },
    { label: "Country of Origin", value: d.countryOfOrigin },
    { label: "Manufactured by", value: joinNameAddress(d.manufacturerName, d.manufacturerAddress) },
    ...(d.packerRole
      ? [{ label: PACKER_ROLE_LABELS[d.packerRole], value: joinNameAddress(d.packerName, d.packerAddress) }]
      : []),
    { label: "Customer Care", value: d.customerCare?.trim() || defaultCustomerCare },
  ];
  return rows.filter((row): row is { label: string; value: string } => !!row.value?.trim());
}

function joinNameAddress(name: string | null, address: string | null): string | null {
  const parts = [name, address].map((part) => part?.trim()).filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}

/** The declarations as the products API shows them. */
export function apiDeclarations(d: Declarations, defaultCustomerCare: string) {
  return {
    genericName: d.genericName,
    netQuantity:
      d.netQuantityValue !== null && d.netQuantityUnit
        ? formatNetQuantity(d.netQuantityValue, d.netQuantityUnit)
        : null,
    dimensions: d.dimensions,
    weightGrams: d.weightGrams,
    countryOfOrigin: d.countryOfOrigin,
    manufacturer: d.manufacturerName ? { name: d.manufacturerName, address: d.manufacturerAddress } : null,
    packer: d.packerRole
      ? { role: PACKER_ROLE_LABELS[d.packerRole], name: d.packerName, address: d.packerAddress }
      : null,
    customerCare: d.customerCare?.trim() || defaultCustomerCare,
  };
}
