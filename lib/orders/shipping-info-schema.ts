import { z } from "zod";
import { addressFieldsSchema, countrySchema } from "@/lib/account/address-schema";

// The schema of checkout's shipping information (lib/orders/shipping-info.ts),
// for the payment handlers; the checkout form loads it with import() when it
// checks the fields, so that zod is not in the page's first-load JavaScript.

const { fullName, phone, street, city, state, postalCode } = addressFieldsSchema.shape;

/** Validated and normalised: phone as +91XXXXXXXXXX, country "India". */
export const shippingInfoSchema = z.object(
  { fullName, phone, address: street, city, state, postalCode, country: countrySchema },
  { error: "shippingAddress is required." },
);
export type ShippingInfo = z.infer<typeof shippingInfoSchema>;
