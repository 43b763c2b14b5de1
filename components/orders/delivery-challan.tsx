import { formatINRWithPaise } from "@/lib/money";
import type { DeliveryChallanDocument } from "@/lib/orders/delivery-challan";
import { formatLongDateIST } from "@/lib/time";
import {
  figureCell as cell,
  figureHead as head,
  PlaceOfSupply,
  QUANTITY_UNIT,
  SupplierBlock,
  textHead,
} from "./document-parts";

/**
 * A delivery challan (CGST Rules, rule 55) as it was issued: a replacement shipment's goods, which
 * are no supply, with their HSN, quantity and value; no tax is charged. In English, as the tax
 * invoice (docs/adr/0037-delivery-challans-for-replacements.md).
 */
export function DeliveryChallan({ challan }: { challan: DeliveryChallanDocument }) {
  const { business } = challan.consignee;
  return (
    <article
      aria-labelledby="challan-title"
      className="rounded-lg border border-neutral-200 bg-white p-6 print:border-0 print:p-0"
    >
      <header className="grid items-start gap-4 border-b border-neutral-200 pb-4 sm:grid-cols-2">
        <div>
          <h1 id="challan-title" className="text-2xl font-bold">
            Delivery Challan
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
            <dt className="font-medium">Challan number</dt>
            <dd data-testid="challan-number">{challan.number}</dd>
            <dt className="font-medium">Challan date</dt>
            <dd>{formatLongDateIST(challan.issuedAt)}</dd>
            <dt className="font-medium">Order</dt>
            <dd>
              #{challan.orderNumber}
              {challan.replacementFor ? ` (replacement for order #${challan.replacementFor})` : null}
            </dd>
            <dt className="font-medium">Reason</dt>
            <dd data-testid="challan-reason">{challan.reason}</dd>
          </dl>
        </div>
        <SupplierBlock seller={challan.seller} />
      </header>

      <section aria-label="Consignee" className="grid gap-4 border-b border-neutral-200 py-4 text-sm sm:grid-cols-2">
        <div>
          <h2 className="font-semibold">Consignee</h2>
          {business ? (
            <p>
              <span className="font-semibold">{business.businessName}</span>
              <br />
              GSTIN: {business.gstin}
            </p>
          ) : null}
          <address className="not-italic">
            {business ? "Attn: " : null}
            {challan.consignee.name}
            <br />
            {challan.consignee.address}
            <br />
            {challan.shipPhone}
          </address>
        </div>
        <PlaceOfSupply state={challan.placeOfSupply} />
      </section>

      <div className="overflow-x-auto py-4">
        <table className="w-full min-w-[32rem] border-collapse text-sm">
          <caption className="sr-only">Goods, HSN, quantity and value</caption>
          <thead className="border-b border-neutral-300">
            <tr>
              <th scope="col" className={textHead}>
                Description
              </th>
              <th scope="col" className={textHead}>
                HSN
              </th>
              <th scope="col" className={head}>
                Qty ({QUANTITY_UNIT})
              </th>
              <th scope="col" className={head}>
                Value
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">
            {challan.lines.map((line, index) => (
              <tr key={`${line.description}-${index}`}>
                <td className="px-2 py-1.5">{line.description}</td>
                <td className="px-2 py-1.5">{line.hsnCode ?? "—"}</td>
                <td className={cell}>{line.quantity}</td>
                <td className={cell}>{formatINRWithPaise(line.value)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-neutral-300 font-semibold">
            <tr>
              <th scope="row" colSpan={3} className="px-2 py-1.5 text-left">
                Total value
              </th>
              <td className={cell} data-testid="challan-total">
                {formatINRWithPaise(challan.totalValue)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      <p className="text-xs text-neutral-600">
        The goods are replaced free of charge under the shop&apos;s exchange policy: no supply, so no tax is charged on
        them. The value shown is the goods&apos; value as originally sold. The exchange delivery charge is billed on the
        replacement order&apos;s tax invoice.
      </p>
      {/* Rule 55(1): signed by the supplier. */}
      <p className="mt-6 text-right text-sm">
        For {challan.seller.legalName}
        <br />
        <span className="mt-8 inline-block border-t border-neutral-400 pt-1">Authorised signatory</span>
      </p>
    </article>
  );
}
