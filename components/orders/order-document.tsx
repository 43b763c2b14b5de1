import Link from "next/link";
import type { TaxInvoice as TaxInvoiceData } from "@/lib/orders/invoice";
import type { SessionUser } from "@/lib/auth/types";
import { PrintButton } from "./print-button";
import { TaxInvoice } from "./tax-invoice";
import { focusRing } from "@/components/ui/focus-ring";

const buttonClass = `rounded-md border border-neutral-300 px-4 py-2 text-sm font-semibold hover:bg-neutral-100 ${focusRing}`;

/** A printable GST document of an order (its tax invoice or credit note), with a way back and a Print button. */
export function OrderDocument({
  viewer,
  invoice,
  creditNote,
}: {
  viewer: SessionUser;
  invoice: TaxInvoiceData;
  creditNote?: { number: string; issuedAt: Date };
}) {
  const back = viewer.role === "ADMIN" && invoice.userId !== viewer.id ? `/admin/orders/${invoice.id}` : "/orders";
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap justify-between gap-2 print:hidden">
        <Link href={back} className={buttonClass}>
          Back to the order
        </Link>
        <PrintButton className={buttonClass}>Print or save as PDF</PrintButton>
      </div>
      <TaxInvoice invoice={invoice} creditNote={creditNote} />
    </div>
  );
}
