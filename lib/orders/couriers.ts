// The couriers an order can ship with (docs/adr/0038-courier-and-tracking-number.md).
// The order stores the code, never the name, so renaming a courier or fixing its
// link changes every order at once. `trackingUrl` is the courier's public
// tracking page for one AWB; a courier whose page cannot be linked to an AWB
// (a form, a captcha) has none, and the shopper sees the number without a link.
// Pure data: client components import it too.

export const COURIERS = {
  DELHIVERY: { name: "Delhivery", trackingUrl: "https://www.delhivery.com/track/package/{awb}" },
  BLUEDART: {
    name: "Blue Dart",
    trackingUrl: "https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}",
  },
  DTDC: { name: "DTDC", trackingUrl: null },
  ECOM_EXPRESS: { name: "Ecom Express", trackingUrl: "https://www.ecomexpress.in/tracking/?awb_field={awb}" },
  XPRESSBEES: { name: "Xpressbees", trackingUrl: "https://www.xpressbees.com/shipment/tracking?awbNo={awb}" },
  SHADOWFAX: { name: "Shadowfax", trackingUrl: null },
  EKART: { name: "Ekart", trackingUrl: "https://ekartlogistics.com/shipmenttrack/{awb}" },
  INDIA_POST: { name: "India Post (Speed Post)", trackingUrl: null },
  OTHER: { name: "Other", trackingUrl: null },
} as const satisfies Record<string, { name: string; trackingUrl: string | null }>;

export type CourierCode = keyof typeof COURIERS;
export const COURIER_CODES = Object.keys(COURIERS) as [CourierCode, ...CourierCode[]];

export function isCourierCode(value: string): value is CourierCode {
  return Object.hasOwn(COURIERS, value);
}

/** The courier's page for this AWB, or null when it has none. */
export function courierTrackingUrl(code: CourierCode, trackingNumber: string): string | null {
  const template: string | null = COURIERS[code].trackingUrl;
  return template ? template.replace("{awb}", encodeURIComponent(trackingNumber)) : null;
}

/** What a shopper sees of a shipment (never the e-way bill): null until a courier and AWB are recorded. */
export function shipmentView(row: { courier: string | null; trackingNumber: string | null }) {
  if (!row.courier || !row.trackingNumber || !isCourierCode(row.courier)) return null;
  return {
    courier: COURIERS[row.courier].name as string,
    trackingNumber: row.trackingNumber,
    trackingUrl: courierTrackingUrl(row.courier, row.trackingNumber),
  };
}
export type ShipmentView = NonNullable<ReturnType<typeof shipmentView>>;

/** Consignments above this value (paise) travel with an e-way bill (CGST rule 138: ₹50,000). */
export const EWAY_BILL_THRESHOLD = 50_000_00;
