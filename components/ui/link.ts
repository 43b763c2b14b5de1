import { focusRing } from "./focus-ring";

/** An underlined link in running text or a table (the admin console's). */
export const textLinkClass = `rounded-sm text-brand-700 underline ${focusRing}`;
