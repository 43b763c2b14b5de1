import { SelectField, TextField } from "@/components/ui/field";
import { COURIER_CODES, COURIERS } from "@/lib/orders/couriers";

// The courier, AWB and e-way bill inputs, shared by the Shipped step and the
// later correction (docs/adr/0038). Uncontrolled: the form reads them with
// shipmentFromForm. Courier and AWB are required here when shipping; the API
// keeps them optional.

export function ShipmentFields({
  idPrefix,
  defaults,
}: {
  idPrefix: string;
  defaults?: { courier: string | null; trackingNumber: string | null; ewayBillNumber: string | null };
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <SelectField
        label="Courier"
        id={`${idPrefix}-courier`}
        name="courier"
        required
        defaultValue={defaults?.courier ?? ""}
      >
        <option value="" disabled>
          Choose…
        </option>
        {COURIER_CODES.map((code) => (
          <option key={code} value={code}>
            {COURIERS[code].name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="AWB (tracking number)"
        id={`${idPrefix}-awb`}
        name="trackingNumber"
        required
        minLength={6}
        maxLength={30}
        pattern="[A-Za-z0-9\-]{6,30}"
        hint="6–30 letters, digits or hyphens."
        autoComplete="off"
        spellCheck={false}
        defaultValue={defaults?.trackingNumber ?? ""}
      />
      <TextField
        label="E-way bill number (optional)"
        id={`${idPrefix}-eway`}
        name="ewayBillNumber"
        inputMode="numeric"
        pattern="\d{12}"
        maxLength={12}
        hint="12 digits; needed above ₹50,000."
        autoComplete="off"
        defaultValue={defaults?.ewayBillNumber ?? ""}
      />
    </div>
  );
}

/** The fields as the API takes them: an empty e-way bill is left out. */
export function shipmentFromForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const ewayBillNumber = text("ewayBillNumber");
  return {
    courier: text("courier"),
    trackingNumber: text("trackingNumber").toUpperCase(),
    ...(ewayBillNumber ? { ewayBillNumber } : {}),
  };
}
