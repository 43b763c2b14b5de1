/** A white panel with a border, for a form or a block of details (account pages, tracking). */
export const cardClass = "rounded-lg border border-neutral-200 bg-white p-6 shadow-sm";
