// The catalogue's limits, shared by the admin forms (client) and the schemas
// in ./admin-schema.ts (server). No zod here, so that the forms do not
// download it.

export const PRODUCT_LIMITS = {
  name: 200,
  description: 5000,
  /** ₹1 crore. */
  maxPriceRupees: 10_000_000,
  maxStock: 1_000_000,
  images: 12,
  imageUrl: 500,
  options: 30,
  option: 40,
} as const;

export const NAME_LIMIT = 80;

/**
 * An active product with this many units or fewer is low on stock: the dashboard lists it, the catalogue filters it.
 * The dashboard's index, Product_low_stock_idx, is partial on `stock <= 5` (migration
 * 20261128094500_dashboard_low_stock_index): a higher threshold needs a new index (its plan test fails without).
 */
export const LOW_STOCK_THRESHOLD = 5;
