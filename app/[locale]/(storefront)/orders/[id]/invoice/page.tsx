import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { OrderDocument } from "@/components/orders/order-document";
import { TaxInvoice } from "@/components/orders/tax-invoice";
import { requirePageUser } from "@/lib/auth/session";
import { getTaxInvoice } from "@/lib/orders/invoice";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("OrderDocument");
  return { title: t("invoiceTitle"), robots: { index: false, follow: false } };
}

/** The order's GST tax invoice, once it has shipped: its owner's, or any for an admin. Others get a 404. */
export default async function InvoicePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePageUser(`/orders/${id}/invoice`);
  const invoice = await getTaxInvoice(user, id);
  if (!invoice) notFound();
  return (
    <OrderDocument viewer={user} order={invoice}>
      <TaxInvoice invoice={invoice} />
    </OrderDocument>
  );
}
