import { getTranslations } from "next-intl/server";
import type { SessionUser } from "@/lib/auth/types";
import { Link } from "@/lib/i18n/navigation";
import { PrintButton } from "./print-button";
import { focusRing } from "@/components/ui/focus-ring";

const buttonClass = `rounded-md border border-neutral-300 px-4 py-2 text-sm font-semibold hover:bg-neutral-100 ${focusRing}`;

/**
 * A printable document of an order (its tax invoice, credit note or delivery challan, as `children`),
 * with a way back (to the admin's order page for an admin looking at someone's order) and a Print button.
 * The document is in English (docs/adr/0037), marked so (lang) on a Hindi page; the way back and Print
 * are in the page's language, and a Hindi shopper's way back stays under /hi.
 */
export async function OrderDocument({
  viewer,
  order,
  children,
}: {
  viewer: SessionUser;
  order: { id: string; userId: string };
  children: React.ReactNode;
}) {
  const t = await getTranslations("OrderDocument");
  const toAdmin = viewer.role === "ADMIN" && order.userId !== viewer.id;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap justify-between gap-2 print:hidden">
        {toAdmin ? (
          <Link href={`/admin/orders/${order.id}`} locale="en" className={buttonClass}>
            Back to the order
          </Link>
        ) : (
          <Link href="/orders" className={buttonClass}>
            {t("back")}
          </Link>
        )}
        <PrintButton className={buttonClass}>{t("print")}</PrintButton>
      </div>
      <div lang="en-IN">{children}</div>
    </div>
  );
}
