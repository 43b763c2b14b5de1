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

/**
 * The document's frame: its title and numbers (a `<dl>` of label and value pairs) beside the
 * supplier, then its parts, then the supplier's signature (rules 46(q), 53 and 55(1)).
 */
export function DocumentFrame({
  titleId,
  title,
  details,
  seller,
  children,
}: {
  titleId: string;
  title: string;
  details: React.ReactNode;
  seller: { legalName: string; address: string; gstin: string };
  children: React.ReactNode;
}) {
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-lg border border-neutral-200 bg-white p-6 print:border-0 print:p-0"
    >
      <header className="grid items-start gap-4 border-b border-neutral-200 pb-4 sm:grid-cols-2">
        <div>
          <h1 id={titleId} className="text-2xl font-bold">
            {title}
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 text-sm">{details}</dl>
        </div>
        <SupplierBlock seller={seller} />
      </header>
      {children}
      <p className="mt-6 text-right text-sm">
        For {seller.legalName}
        <br />
        <span className="mt-8 inline-block border-t border-neutral-400 pt-1">Authorised signatory</span>
      </p>
    </article>
  );
}

/**
 * Who the goods go to, beside the place of supply: a registered business buyer's name and GSTIN
 * first (for its input tax credit), then the consignee's name, address and phone, and any contact.
 */
export function RecipientBlock({
  heading,
  business,
  gstinLabel,
  consignee,
  phone,
  contact,
  placeOfSupply,
}: {
  heading: string;
  business: { businessName: string; gstin: string } | null;
  gstinLabel: string;
  consignee: { name: string; address: string };
  phone: string;
  contact?: string | null;
  placeOfSupply: string;
}) {
  return (
    <section aria-label={heading} className="grid gap-4 border-b border-neutral-200 py-4 text-sm sm:grid-cols-2">
      <div>
        <h2 className="font-semibold">{heading}</h2>
        {business ? (
          <p data-testid="document-business">
            <span className="font-semibold">{business.businessName}</span>
            <br />
            {gstinLabel}: <span data-testid="document-business-gstin">{business.gstin}</span>
          </p>
        ) : null}
        <address className="not-italic">
          {business ? "Attn: " : null}
          {consignee.name}
          <br />
          {consignee.address}
          <br />
          {phone}
          {contact ? ` · ${contact}` : null}
        </address>
      </div>
      <PlaceOfSupply state={placeOfSupply} />
    </section>
  );
}

/**
 * The document's lines (rules 46 and 55): description, HSN, quantity in pieces, then the document's
 * own figure columns (`figureHeadings`, each line's `figures` cells); the total row's label spans the
 * first three columns, then come the `totals` cells.
 */
export function DocumentLines<Line extends { description: string; hsnCode: string | null; quantity: number | null }>({
  tableClassName,
  caption,
  hsnHeading,
  figureHeadings,
  lines,
  figures,
  totalLabel,
  totals,
}: {
  /** The table's minimum width (a Tailwind class), so that its columns scroll rather than squeeze. */
  tableClassName: string;
  caption: string;
  hsnHeading: string;
  figureHeadings: readonly string[];
  lines: readonly Line[];
  figures: (line: Line) => React.ReactNode;
  totalLabel: string;
  totals: React.ReactNode;
}) {
  return (
    <div className="overflow-x-auto py-4">
      <table className={`w-full ${tableClassName} border-collapse text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-neutral-300">
          <tr>
            <th scope="col" className={textHead}>
              Description
            </th>
            <th scope="col" className={textHead}>
              {hsnHeading}
            </th>
            <th scope="col" className={figureHead}>
              Qty ({QUANTITY_UNIT})
            </th>
            {figureHeadings.map((heading) => (
              <th key={heading} scope="col" className={figureHead}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {lines.map((line, index) => (
            <tr key={`${line.description}-${index}`}>
              <td className="px-2 py-1.5">{line.description}</td>
              <td className="px-2 py-1.5">{line.hsnCode ?? "—"}</td>
              <td className={figureCell}>{line.quantity ?? "—"}</td>
              {figures(line)}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-neutral-300 font-semibold">
          <tr>
            <th scope="row" colSpan={3} className="px-2 py-1.5 text-left">
              {totalLabel}
            </th>
            {totals}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
