/**
 * Marks what holds the product page's size and colour groups (product-options.tsx) and its Add to Cart
 * (product-card-actions.tsx reads the choice inside it). A module of its own: the server component
 * importing card-actions.ts would make its lazily loaded handlers part of the page's first JavaScript.
 */
export const OPTIONS_ROOT = "data-product-options";
