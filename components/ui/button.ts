import { focusRing, focusRingDanger } from "./focus-ring";

// How buttons look, on shopper and admin screens alike: class names for a
// <button> or a <Link>. One primary per screen; secondary beside it;
// `primaryBlock` for the one call to action of a summary (cart, checkout),
// `outlineBlock` for the other choice beside it; `primaryLarge` and
// `outlineLarge` for a page's ways on (an empty list's Shop link, the order
// confirmation's links);
// `outline` for a small action beside content (use this address, request an
// exchange); `danger` confirms what cannot be undone, `dangerOutline` asks for it.

const base = `inline-flex items-center justify-center rounded-md font-semibold ${focusRing} disabled:cursor-not-allowed`;

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
} as const;
