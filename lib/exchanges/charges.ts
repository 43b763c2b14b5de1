import { FLAT_SHIPPING_FEE_PAISE } from "@/lib/shipping";

// What a replacement shipment costs the shopper, and how its tax invoice reads
// (docs/adr/0010-exchange-requests.md). The goods are replaced free of charge
// under the shop's exchange policy: no consideration, so no sale and no tax on
// them. The customer pays exchange shipping (spec §6): the shop's flat delivery
// fee, collected on delivery, which is a supply of its own (a courier service)
// and is the only line of the replacement's tax invoice.

/** The exchange delivery charge in paise: the shop's flat shipping fee (lib/shipping.ts). */
export const EXCHANGE_SHIPPING_FEE_PAISE = FLAT_SHIPPING_FEE_PAISE;

/** How the charge reads on the replacement's tax invoice. */
export const EXCHANGE_DELIVERY_DESCRIPTION = "Exchange delivery charges";
/** SAC 996812: courier services (GST on services is classified by SAC, printed in the HSN column). */
export const EXCHANGE_DELIVERY_SAC = "996812";
/** GST on courier services: 18 %, contained in the charge (prices include GST). */
export const EXCHANGE_DELIVERY_GST_BASIS_POINTS = 1800;
