import { buttonClass } from "@/components/ui/button";

/** The account forms' full-width submit button: disabled, and saying so, while the form is being sent. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button type="submit" disabled={pending} className={`${buttonClass.primary} w-full`}>
      {pending ? pendingLabel : label}
    </button>
  );
}
