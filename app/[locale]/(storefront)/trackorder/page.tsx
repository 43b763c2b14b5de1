import type { Metadata } from "next";
import Link from "next/link";
import { TrackOrder } from "@/components/orders/track-order";
import { getSessionUser } from "@/lib/auth/session";
import { pageAlternates } from "@/lib/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Track Order",
    description: "Follow your order from Order Placed to Delivered with your order ID.",
    alternates: await pageAlternates("/trackorder"),
  };
}

type Props = { searchParams: Promise<{ id?: string | string[] }> };

/** Spec §2 Track order: an order id (and, for guests, the order's phone number) shows its steps. */
export default async function TrackOrderPage({ searchParams }: Props) {
  const { id } = await searchParams;
  const user = await getSessionUser();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="mb-2 text-2xl font-bold">Track Order</h1>
      <p className="mb-6 text-neutral-700">
        Enter the order ID from your confirmation
        {user ? (
          <>
            {" "}
            or pick an order in{" "}
            <Link href="/orders" className="font-semibold text-brand-700 hover:underline">
              My Orders
            </Link>
          </>
        ) : null}
        .
      </p>
      <TrackOrder initialId={typeof id === "string" ? id.trim() : ""} signedIn={user !== null} />
    </div>
  );
}
