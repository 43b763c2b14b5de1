import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { OrderDocument } from "@/components/orders/order-document";
import { TaxInvoice } from "@/components/orders/tax-invoice";
import { requirePageUser } from "@/lib/auth/session";
import { getTaxInvoice } from "@/lib/orders/invoice";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("OrderDocument");
  return { title: t("creditNoteTitle"), robots: { index: false, follow: false } };
}

/** The credit note of an order cancelled after it was invoiced: its owner's, or any for an admin. Others get a 404. */
export default async function CreditNotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePageUser(`/orders/${id}/credit-note`);
  const invoice = await getTaxInvoice(user, id, "credit-note");
  if (!invoice?.creditNoteNumber || !invoice.creditNoteIssuedAt) notFound();
  return (
    <OrderDocument viewer={user} order={invoice}>
      <TaxInvoice
        invoice={invoice}
        creditNote={{ number: invoice.creditNoteNumber, issuedAt: invoice.creditNoteIssuedAt }}
      />
    </OrderDocument>
  );
}
