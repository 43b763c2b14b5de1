import Link from "next/link";
import type { SessionUser } from "@/lib/auth/types";
import { PrintButton } from "./print-button";
import { focusRing } from "@/components/ui/focus-ring";

const buttonClass = `rounded-md border border-neutral-300 px-4 py-2 text-sm font-semibold hover:bg-neutral-100 ${focusRing}`;

/**
 * A printable document of an order (its tax invoice, credit note or delivery challan, as `children`),
 * with a way back (to the admin's order page for an admin looking at someone's order) and a Print button.
 */
export function OrderDocument({
  viewer,
  order,
  children,
}: {
  viewer: SessionUser;
  order: { id: string; userId: string };
  children: React.ReactNode;
}) {
  const back = viewer.role === "ADMIN" && order.userId !== viewer.id ? `/admin/orders/${order.id}` : "/orders";
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap justify-between gap-2 print:hidden">
        <Link href={back} className={buttonClass}>
          Back to the order
        </Link>
        <PrintButton className={buttonClass}>Print or save as PDF</PrintButton>
      </div>
      {children}
    </div>
  );
}
