// The shop's identity, defined once (DESIGN.md "Store identity"). Operators
// override the demo values with the STORE_* environment variables.

import { DEMO_STORE_GSTIN, DEMO_STORE_STATE } from "./store-defaults.mjs";

const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

export const store = {
  name: env("STORE_NAME", "Kosh & Co."),
  houseBrand: env("STORE_HOUSE_BRAND", "Kosh Originals"),
  legalName: env("STORE_LEGAL_NAME", "Kosh & Co. Retail Private Limited"),
  address: {
    street: env("STORE_ADDRESS_STREET", "14 Linking Road, Bandra West"),
    city: env("STORE_ADDRESS_CITY", "Mumbai"),
    state: env("STORE_ADDRESS_STATE", DEMO_STORE_STATE),
    postalCode: env("STORE_ADDRESS_PIN", "400050"),
    country: "India",
  },
  /** GST registration (15 characters; the first two are the state's code: 27 = Maharashtra; the last a check character, checked at start-up). */
  gstin: env("STORE_GSTIN", DEMO_STORE_GSTIN),
  /** Starts every tax-invoice number: KC/26-27/00001 (1 to 3 capitals or digits; checked at start-up). */
  invoicePrefix: env("STORE_INVOICE_PREFIX", "KC"),
  supportEmail: env("STORE_SUPPORT_EMAIL", "support@kosh.example"),
  supportPhone: env("STORE_SUPPORT_PHONE", "+91 22 4000 1234"),
  openingHours: "10 AM to 9 PM",
  grievanceOfficer: {
    name: env("STORE_GRIEVANCE_NAME", "Ananya Iyer"),
    designation: "Grievance Officer",
    email: env("STORE_GRIEVANCE_EMAIL", "grievance@kosh.example"),
    phone: env("STORE_GRIEVANCE_PHONE", "+91 22 4000 1299"),
  },
} as const;

/** The shop's address on one line; `stateName` names its state in the page's language (English by default). */
export function formatStoreAddress(stateName: (state: string) => string = (state) => state): string {
  const a = store.address;
  return `${a.street}, ${a.city}, ${stateName(a.state)} ${a.postalCode}`;
}

/**
 * The consumer-care contact a product's declarations show unless it names its own; `hours` are the
 * opening hours in the page's language (a Hindi page passes Pages.openingHours)
 * and `address` the shop's address with its state in Hindi (storeAddressText), English by default.
 */
export function storeCustomerCare(hours: string = store.openingHours, address: string = formatStoreAddress()): string {
  return `${store.legalName}, ${address}. ${store.supportEmail}, ${store.supportPhone} (${hours})`;
}
