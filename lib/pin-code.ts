/**
 * An Indian PIN code: six digits, the first not 0. On its own, so the
 * browser's delivery checks (product page, cart, checkout) take it without
 * lib/india.ts's list of states, which Turbopack keeps in any chunk that
 * imports from that module (+0.3 KiB on the product page, measured).
 */
export const PIN_PATTERN = /^[1-9][0-9]{5}$/;
