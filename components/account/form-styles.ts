import { buttonClass } from "@/components/ui/button";
import { fieldFocus } from "@/components/ui/focus-ring";

// Shared classes for the account forms.
export const inputClass = `w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm shadow-sm ${fieldFocus} disabled:bg-neutral-100 disabled:text-neutral-600 read-only:bg-neutral-100`;
export const labelClass = "mb-1 block text-sm font-medium text-neutral-700";
export const primaryButtonClass = buttonClass.primary;
export const secondaryButtonClass = buttonClass.secondary;
export const cardClass = "rounded-lg border border-neutral-200 bg-white p-6 shadow-sm";
