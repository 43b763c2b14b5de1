export type Decision = "approve" | "reject";

/** The approve / reject radio pair of the admin's decision forms (exchanges, quotations). */
export function DecisionChoice({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: Decision;
  onChange: (decision: Decision) => void;
}) {
  return (
    <fieldset className="flex gap-4">
      <legend className="mb-1 font-medium">{legend}</legend>
      {(["approve", "reject"] as const).map((choice) => (
        <label key={choice} className="flex items-center gap-2 capitalize">
          <input type="radio" name="decision" checked={value === choice} onChange={() => onChange(choice)} />
          {choice}
        </label>
      ))}
    </fieldset>
  );
}
