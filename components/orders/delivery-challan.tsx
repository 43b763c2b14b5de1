import { formatINRWithPaise } from "@/lib/money";
import type { DeliveryChallanDocument } from "@/lib/orders/delivery-challan";
import { formatLongDateIST } from "@/lib/time";
import {
  figureCell as cell,
  DocumentFrame,
  figureHead as head,
  QUANTITY_UNIT,
  RecipientBlock,
  textHead,
} from "./document-parts";

/**
 * A delivery challan (CGST Rules, rule 55) as it was issued: a replacement shipment's goods, which
 * are no supply, with their HSN, quantity and value; no tax is charged. In English, as the tax
 * invoice (docs/adr/0037-delivery-challans-for-replacements.md).
 */
export function DeliveryChallan({ challan }: { challan: DeliveryChallanDocument }) {
  return (
    <DocumentFrame
      titleId="challan-title"
      title="Delivery Challan"
      seller={challan.seller}
      details={
        <>
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
        </>
      }
    >
      <RecipientBlock
        heading="Consignee"
        business={challan.consignee.business}
        gstinLabel="GSTIN"
        consignee={challan.consignee}
        phone={challan.shipPhone}
        placeOfSupply={challan.placeOfSupply}
      />

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
    </DocumentFrame>
  );
}
