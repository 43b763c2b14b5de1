import { focusRing, focusRingDanger } from "./focus-ring";

// How buttons look, on shopper and admin screens alike: class names for a
// <button> or a <Link>. One primary per screen; secondary beside it;
// `primaryBlock` for the one call to action of a summary (cart, checkout),
// `outlineBlock` for the other choice beside it; `primaryLarge` and
// `outlineLarge` for a page's ways on (an empty list's Shop link, the order
// confirmation's links); `primaryHero` and `outlineHero` for the big
// buttons of a whole-page message (not found, something went wrong) and the
// contact form's Send;
// `outline` for a small action beside content (use this address, request an
// exchange); `danger` confirms what cannot be undone, `dangerOutline` asks for it.
// Three components in every page's first JavaScript keep their own strings
// (the header's Sign up, the product card's Add to Cart, the last-resort error
// page): importing this object puts all of it in each chunk that does (Turbopack
// does not drop the unused looks): +0.6 KiB gzip on every page, measured in
// 2026-11, when the first-load budget (25 KiB over a bare Next page) had
// less than 1 KiB left.

const shape = `inline-flex items-center justify-center font-semibold ${focusRing} disabled:cursor-not-allowed`;
const base = `${shape} rounded-md`;
const hero = `${shape} rounded-lg px-6 py-3`;

export const buttonClass = {
  primary: `${base} bg-brand-600 px-4 py-2 text-sm text-white shadow-sm hover:bg-brand-700 disabled:bg-neutral-400`,
  secondary: `${base} border border-neutral-300 bg-white px-4 py-2 text-sm text-neutral-800 shadow-sm hover:bg-neutral-50 disabled:opacity-60`,
  outline: `${base} border border-brand-600 px-3 py-1.5 text-sm text-brand-700 hover:bg-brand-50 disabled:opacity-60`,
  danger: `${base} bg-red-700 px-4 py-2 text-sm text-white shadow-sm hover:bg-red-800 disabled:opacity-60`,
  dangerOutline: `inline-flex items-center justify-center rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 ${focusRingDanger} disabled:cursor-not-allowed disabled:opacity-60`,
  primaryBlock: `${base} w-full bg-brand-600 px-4 py-2.5 text-white hover:bg-brand-700 disabled:bg-neutral-400`,
  outlineBlock: `${base} w-full border border-brand-600 px-4 py-2.5 text-brand-700 hover:bg-brand-50 disabled:opacity-60`,
  primaryLarge: `${base} bg-brand-600 px-4 py-2 text-white hover:bg-brand-700 disabled:bg-neutral-400`,
  outlineLarge: `${base} border border-brand-600 px-4 py-2 text-brand-700 hover:bg-brand-50 disabled:opacity-60`,
  primaryHero: `${hero} bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-75`,
  outlineHero: `${hero} border border-brand-600 text-brand-700 hover:bg-brand-50`,
} as const;
