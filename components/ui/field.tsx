import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { fieldFocus } from "./focus-ring";

// A form field, on shopper and admin screens alike: its label, the control,
// then its error and its hint. The control's id names the label's htmlFor and
// the error's and hint's ids (`{id}-error`, `{id}-hint`), which the control
// gets as aria-describedby; an error also sets aria-invalid. No hooks but
// useId, so server pages (the admin's search forms) use it too.

/** A select, text input or textarea; wider text on phones, so iOS does not zoom in on focus. */
const controlClass = `w-full rounded-md border border-neutral-400 bg-white px-3 py-2 text-base shadow-sm placeholder:text-neutral-500 sm:text-sm ${fieldFocus} aria-invalid:border-red-700 disabled:bg-neutral-100 disabled:text-neutral-600`;
/** Text inputs and textareas: a read-only one is greyed too (a select always matches :read-only, so not there). */
const textControlClass = `${controlClass} read-only:bg-neutral-100`;
const labelClass = "mb-1 block text-sm font-medium text-neutral-700";
const errorClass = "mt-1 text-sm text-red-700";
const hintClass = "mt-1 text-xs text-neutral-600";

/** What the control needs to be wired to its label, error and hint. */
export type FieldWiring = { id: string; "aria-describedby"?: string; "aria-invalid"?: true };

type FieldProps = {
  label: ReactNode;
  /** The control's id; made up when absent. */
  id?: string;
  /** Shown under the control; while set the control is marked invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** The wrapper's classes (its place in a grid, its width). */
  className?: string;
  /** More ids that describe the control (e.g. a character count beside the field). */
  describedBy?: string;
};

/** A field around any control: `<Field label="Photos">{(wiring) => <input type="file" {...wiring} />}</Field>`. */
export function Field({
  label,
  id,
  error,
  hint,
  className,
  describedBy,
  children,
}: FieldProps & { children: (wiring: FieldWiring) => ReactNode }) {
  const madeUp = useId();
  const controlId = id ?? madeUp;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describers = [error ? errorId : null, hint ? hintId : null, describedBy].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
      </label>
      {children({
        id: controlId,
        "aria-describedby": describers || undefined,
        "aria-invalid": error ? true : undefined,
      })}
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type Control<Attributes> = FieldProps & Omit<Attributes, "id" | "className" | "aria-describedby" | "aria-invalid">;

/** The field's props, and the rest for the control. */
function splitField<Props extends FieldProps>({ label, id, error, hint, className, describedBy, ...control }: Props) {
  return [{ label, id, error, hint, className, describedBy }, control] as const;
}

export function TextField(props: Control<InputHTMLAttributes<HTMLInputElement>>) {
  const [field, input] = splitField(props);
  return <Field {...field}>{(wiring) => <input {...input} {...wiring} className={textControlClass} />}</Field>;
}

export function SelectField(props: Control<SelectHTMLAttributes<HTMLSelectElement>>) {
  const [field, select] = splitField(props);
  return <Field {...field}>{(wiring) => <select {...select} {...wiring} className={controlClass} />}</Field>;
}

export function TextAreaField(props: Control<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const [field, textarea] = splitField(props);
  return <Field {...field}>{(wiring) => <textarea {...textarea} {...wiring} className={textControlClass} />}</Field>;
}

/** A form's own error (not one field's), announced when it appears; nothing while empty. */
export function FormError({ children, className = "" }: { children: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p role="alert" className={`text-sm font-medium text-red-700 ${className}`.trim()}>
      {children}
    </p>
  );
}
