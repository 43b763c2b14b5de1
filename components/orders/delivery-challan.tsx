import { formatINRWithPaise } from "@/lib/money";
import type { DeliveryChallanDocument } from "@/lib/orders/delivery-challan";
import { formatLongDateIST } from "@/lib/time";
import { figureCell as cell, DocumentFrame, DocumentLines, RecipientBlock } from "./document-parts";

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

      <DocumentLines
        tableClassName="min-w-[32rem]"
        caption="Goods, HSN, quantity and value"
        hsnHeading="HSN"
        figureHeadings={["Value"]}
        lines={challan.lines}
        figures={(line) => <td className={cell}>{formatINRWithPaise(line.value)}</td>}
        totalLabel="Total value"
        totals={
          <td className={cell} data-testid="challan-total">
            {formatINRWithPaise(challan.totalValue)}
          </td>
        }
      />

      <p className="text-xs text-neutral-600">
        The goods are replaced free of charge under the shop&apos;s exchange policy: no supply, so no tax is charged on
        them. The value shown is the goods&apos; value as originally sold. The exchange delivery charge is billed on the
        replacement order&apos;s tax invoice.
      </p>
    </DocumentFrame>
  );
}
