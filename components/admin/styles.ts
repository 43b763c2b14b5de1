import { buttonClass } from "@/components/ui/button";
import { fieldFocus } from "@/components/ui/focus-ring";

// Shared classes for the admin console's forms and tables.
export const adminInput = `w-full rounded-md border border-neutral-400 bg-white px-3 py-2 text-sm ${fieldFocus}`;
export const adminLabel = "mb-1 block text-sm font-medium";
export const adminButton = buttonClass.primary;
export const adminSecondaryButton =
  "inline-flex items-center justify-center rounded-md border border-neutral-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-neutral-100 disabled:opacity-50";
export const adminError = "text-sm font-medium text-red-700";
export const adminLink = "text-brand-700 underline";
