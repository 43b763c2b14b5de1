import { gstStateCode } from "@/lib/gstin";

// What the printable GST documents (tax invoice, credit note, delivery challan) share, in
// English as they are issued: the supplier's block, the place of supply, the table's cells.

/** The Unique Quantity Code of what the shop sends (CGST Rules, rule 46(h)): pieces. */
export const QUANTITY_UNIT = "PCS";
/** A figure's cell and its column heading. */
export const figureCell = "px-2 py-1.5 text-right tabular-nums";
export const figureHead = "px-2 py-1.5 text-right font-semibold";
/** A text column's heading (description, HSN). */
export const textHead = "px-2 py-1.5 text-left font-semibold";

/** The supplier as registered when the document was issued (stored with it). */
export function SupplierBlock({ seller }: { seller: { legalName: string; address: string; gstin: string } }) {
  return (
    <div className="text-sm sm:text-right">
      <p className="font-semibold">{seller.legalName}</p>
      <p>{seller.address}</p>
      <p>GSTIN: {seller.gstin}</p>
    </div>
  );
}

/** The place of supply (the delivery state) with its GST state code. */
export function PlaceOfSupply({ state }: { state: string }) {
  const stateCode = gstStateCode(state);
  return (
    <div className="sm:text-right">
      <h2 className="font-semibold">Place of supply</h2>
      <p>
        {state}
        {stateCode ? ` (${stateCode})` : null}
      </p>
    </div>
  );
}
