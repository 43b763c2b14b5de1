import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrdersList } from "@/components/orders/orders-list";
import { requirePageUser } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Orders");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/** Spec §2 Orders: the list is loaded by the browser (GET /api/payment/get-orders). */
export default async function OrdersPage() {
  await requirePageUser("/orders");
  const t = await getTranslations("Orders");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
      <OrdersList />
    </div>
  );
}
