import { focusRing } from "@/components/ui/focus-ring";
// Shared classes for the account forms.
export const inputClass =
  "w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:bg-neutral-100 disabled:text-neutral-600 read-only:bg-neutral-100";
export const labelClass = "mb-1 block text-sm font-medium text-neutral-700";
export const primaryButtonClass = `inline-flex items-center justify-center rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 ${focusRing} disabled:cursor-not-allowed disabled:opacity-60`;
export const secondaryButtonClass = `inline-flex items-center justify-center rounded-md border border-neutral-300 bg-white px-4 py-2 text-sm font-semibold text-neutral-800 shadow-sm hover:bg-neutral-50 ${focusRing} disabled:cursor-not-allowed disabled:opacity-60`;
export const cardClass = "rounded-lg border border-neutral-200 bg-white p-6 shadow-sm";
