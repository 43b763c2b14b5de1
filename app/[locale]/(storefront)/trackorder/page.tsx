import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { TrackOrder } from "@/components/orders/track-order";
import { getSessionUser } from "@/lib/auth/session";
import { pageAlternates } from "@/lib/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Track");
  return {
    title: t("metaTitle"),
    description: t("metaDescription"),
    alternates: await pageAlternates("/trackorder"),
  };
}

type Props = { searchParams: Promise<{ id?: string | string[] }> };

/** Spec §2 Track order: an order id (and, for guests, the order's phone number) shows its steps. */
export default async function TrackOrderPage({ searchParams }: Props) {
  const { id } = await searchParams;
  const user = await getSessionUser();
  const t = await getTranslations("Track");
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <p className="mb-6 text-neutral-700">
        {user
          ? t.rich("introSignedIn", {
              link: (chunks) => (
                <Link href="/orders" className="font-semibold text-brand-700 hover:underline">
                  {chunks}
                </Link>
              ),
            })
          : t("intro")}
      </p>
      <TrackOrder initialId={typeof id === "string" ? id.trim() : ""} signedIn={user !== null} />
    </div>
  );
}
