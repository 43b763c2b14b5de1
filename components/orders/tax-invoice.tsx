import { formatINRWithPaise } from "@/lib/money";
import type { TaxInvoice as TaxInvoiceData } from "@/lib/orders/invoice";
import { formatLongDateIST } from "@/lib/time";
import { figureCell as cell, DocumentFrame, DocumentLines, RecipientBlock } from "./document-parts";

const ratePercent = (basisPoints: number) => `${basisPoints / 100}%`;
/**
 * Each tax's own rate (CGST Rules, rule 46(l)): inside the state the rate is
 * split in halves, "CGST 9% + SGST 9%"; to another state "IGST 18%".
 */
const taxRates = (basisPoints: number, intraState: boolean) =>
  intraState
    ? `CGST ${ratePercent(basisPoints / 2)} + SGST ${ratePercent(basisPoints / 2)}`
    : `IGST ${ratePercent(basisPoints)}`;
const TAX_LABELS = { cgst: "CGST", sgst: "SGST", igst: "IGST" } as const;

/**
 * A GST tax invoice (reference/india.md): supplier, recipient, place of
 * supply, HSN, taxable value and each tax; or, with `creditNote`, the credit
 * note that reverses it (the same lines, against the invoice).
 */
export function TaxInvoice({
  invoice,
  creditNote,
}: {
  invoice: TaxInvoiceData;
  creditNote?: { number: string; issuedAt: Date };
}) {
  const { totals, buyer } = invoice;
  // Inside the seller's state the tax is CGST + SGST; to another state, IGST.
  const taxColumns = invoice.intraState ? (["cgst", "sgst"] as const) : (["igst"] as const);
  return (
    <DocumentFrame
      titleId="invoice-title"
      title={creditNote ? "Credit Note" : "Tax Invoice"}
      seller={invoice.seller}
      details={
        <>
          {creditNote ? (
            <>
              <dt className="font-medium">Credit note number</dt>
              <dd data-testid="credit-note-number">{creditNote.number}</dd>
              <dt className="font-medium">Credit note date</dt>
              <dd>{formatLongDateIST(creditNote.issuedAt)}</dd>
              <dt className="font-medium">Against invoice</dt>
              <dd>
                {invoice.invoiceNumber} of {formatLongDateIST(invoice.invoiceIssuedAt)}
              </dd>
            </>
          ) : (
            <>
              <dt className="font-medium">Invoice number</dt>
              <dd data-testid="invoice-number">{invoice.invoiceNumber}</dd>
              <dt className="font-medium">Invoice date</dt>
              <dd>{formatLongDateIST(invoice.invoiceIssuedAt)}</dd>
            </>
          )}
          <dt className="font-medium">Order</dt>
          <dd>
            #{invoice.number} ({invoice.paymentMethod === "COD" ? "Cash on Delivery" : "Paid online"})
            {invoice.exchangeForOrderId ? (
              <span className="block">Replacement under an exchange: the goods are replaced free of charge.</span>
            ) : null}
          </dd>
        </>
      }
    >
      <RecipientBlock
        heading="Billed and shipped to"
        business={buyer}
        gstinLabel="Recipient GSTIN"
        consignee={invoice.consignee}
        phone={invoice.shipPhone}
        // A deleted account's e-mail is gone (docs/adr/0033-account-deletion.md); its placeholder is no contact.
        contact={invoice.user.deletedAt ? null : invoice.user.email}
        placeOfSupply={invoice.placeOfSupply}
      />

      <DocumentLines
        tableClassName="min-w-[40rem]"
        caption="Items, taxable value and GST"
        hsnHeading="HSN/SAC"
        figureHeadings={["Taxable value", "Rate", ...taxColumns.map((column) => TAX_LABELS[column]), "Amount"]}
        lines={invoice.lines}
        figures={(line) => (
          <>
            <td className={cell}>{formatINRWithPaise(line.taxableValue)}</td>
            <td className={cell}>{taxRates(line.rateBasisPoints, invoice.intraState)}</td>
            {taxColumns.map((column) => (
              <td key={column} className={cell}>
                {formatINRWithPaise(line[column])}
              </td>
            ))}
            <td className={cell}>{formatINRWithPaise(line.amount)}</td>
          </>
        )}
        totalLabel="Total"
        totals={
          <>
            <td className={cell}>{formatINRWithPaise(totals.taxableValue)}</td>
            <td />
            {taxColumns.map((column) => (
              <td key={column} className={cell}>
                {formatINRWithPaise(totals[column])}
              </td>
            ))}
            <td className={cell} data-testid="invoice-total">
              {formatINRWithPaise(totals.amount)}
            </td>
          </>
        }
      />

      <p className="text-xs text-neutral-600">
        {creditNote ? "The order was cancelled: this note reverses the whole invoice, its tax included. " : ""}
        Prices include GST.{" "}
        {invoice.exchangeForOrderId
          ? "The replaced goods are supplied free of charge; the delivery charge is a courier service of its own."
          : invoice.deliveryApportioned
            ? "Delivery charges are part of the same supply as the goods and are apportioned over them in proportion to their taxable value."
            : "Delivery charges are part of the same supply as the goods and carry the rate of the main item."}{" "}
        Tax is not payable on reverse charge basis.
      </p>
    </DocumentFrame>
  );
}
