import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DeliveryChallan } from "@/components/orders/delivery-challan";
import { OrderDocument } from "@/components/orders/order-document";
import { requirePageUser } from "@/lib/auth/session";
import { getDeliveryChallan } from "@/lib/orders/delivery-challan";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("OrderDocument");
  return { title: t("challanTitle"), robots: { index: false, follow: false } };
}

/** A replacement shipment's delivery challan, once it has shipped: its owner's, or any for an admin. Others get a 404. */
export default async function DeliveryChallanPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePageUser(`/orders/${id}/delivery-challan`);
  const challan = await getDeliveryChallan(user, id);
  if (!challan) notFound();
  return (
    <OrderDocument viewer={user} order={{ id: challan.orderId, userId: challan.userId }}>
      <DeliveryChallan challan={challan} />
    </OrderDocument>
  );
}
