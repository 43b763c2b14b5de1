// Formats and rules for Indian addresses and phone numbers, defined once and
// shared by forms (client) and handlers (server). No zod here, so that client
// components can import it; the handlers' schemas are lib/india-schema.ts.

/** The 28 states and 8 union territories (ISO 3166-2:IN names, 2023). */
export const INDIAN_STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

export const INDIAN_UNION_TERRITORIES = [
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
] as const;

export const STATES_AND_UNION_TERRITORIES = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES] as const;
export type IndianState = (typeof STATES_AND_UNION_TERRITORIES)[number];

export const COUNTRY = "India";

export { PIN_PATTERN } from "./pin-code";
const MOBILE_PATTERN = /^(?:\+91|91|0)?([6-9]\d{9})$/;

/** "+91 98765-43210", "098765 43210", "9876543210" → "+919876543210"; null when not an Indian mobile. */
export function normaliseIndianMobile(value: string): string | null {
  const compact = value.replace(/[\s-]/g, "");
  const match = MOBILE_PATTERN.exec(compact);
  return match ? `+91${match[1]}` : null;
}
