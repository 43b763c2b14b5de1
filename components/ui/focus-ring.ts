// The keyboard focus ring every interactive element shows (WCAG 2.4.7): a
// 2 px brand outline 2 px outside the element, only for keyboard focus.
// Use it instead of writing the classes again, so one change restyles all.

/** On light backgrounds. */
export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** On the brand-coloured banner and buttons. */
export const focusRingOnDark = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** Flush with the element's edge (tabs, small pills, carousel controls). */
export const focusRingFlush = "focus-visible:outline-2 focus-visible:outline-brand-700";

/** 1 px outside, where 2 px would touch a neighbour (carousel buttons in a row). */
export const focusRingTight = "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700";

/** Inside the element, for links that fill their box (banner slides). */
export const focusRingInset = "focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-700";

/** On a button that destroys something (Cancel order). */
export const focusRingDanger = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";

/** Text fields, on any focus (a click too): the border and a 2 px outline turn brand-coloured. */
export const fieldFocus = "focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600";

/** A menu item's focus (the account menu moves focus with the arrow keys): its background, no outline. */
export const focusHighlight = "focus:bg-brand-50 focus:outline-none";

/** On what draws a visually hidden control (a radio shown as a chip): its ring when the `peer` control has it. */
export const focusRingPeer =
  "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700";
