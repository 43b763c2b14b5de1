import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PrintButton } from "@/components/orders/print-button";
import { TaxInvoice } from "@/components/orders/tax-invoice";
import { requirePageUser } from "@/lib/auth/session";
import { getTaxInvoice } from "@/lib/orders/invoice";

export const metadata: Metadata = { title: "Tax Invoice", robots: { index: false, follow: false } };

const buttonClass =
  "rounded-md border border-neutral-300 px-4 py-2 text-sm font-semibold hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** The order's GST tax invoice, once it has shipped: its owner's, or any for an admin. Others get a 404. */
export default async function InvoicePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePageUser(`/orders/${id}/invoice`);
  const invoice = await getTaxInvoice(id, user);
  if (!invoice) notFound();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap justify-between gap-2 print:hidden">
        <Link
          href={user.role === "ADMIN" && invoice.userId !== user.id ? `/admin/orders/${id}` : "/orders"}
          className={buttonClass}
        >
          Back to the order
        </Link>
        <PrintButton className={buttonClass}>Print or save as PDF</PrintButton>
      </div>
      <TaxInvoice invoice={invoice} />
    </div>
  );
}
