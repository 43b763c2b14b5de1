import { STATES_AND_UNION_TERRITORIES } from "@/lib/india";

/** The options of a State <select>: a prompt, then India's 28 states and 8 union territories. */
export function StateOptions() {
  return (
    <>
      <option value="">Choose a state</option>
      {STATES_AND_UNION_TERRITORIES.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </>
  );
}
