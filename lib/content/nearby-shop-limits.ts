// The longest texts a nearby shop's fields take: the API's schema
// (./nearby-shop-schema.ts) and the admin form's maxLength. Apart from the
// schema so that the form does not download zod.

export const NEARBY_SHOP_LIMITS = {
  name: 100,
  address: 200,
  city: 80,
  telephone: 20,
  url: 500,
  /** The highest display position (the order field). */
  position: 10_000,
} as const;
