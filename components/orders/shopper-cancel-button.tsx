import { canShopperCancel } from "@/lib/orders/cancel-reasons";
import type { ApiOrder } from "@/lib/orders/orders";
import { CancelOrderButton } from "./cancel-order-button";

/**
 * "Cancel order" on My Orders' card and on the order's page, while the shopper may still cancel it
 * (before the parcel leaves); nothing after.
 */
export function ShopperCancelButton({
  order,
}: {
  order: Pick<ApiOrder, "_id" | "number" | "fulfillmentStatus" | "paymentStatus" | "exchangeFor">;
}) {
  return canShopperCancel(order) ? (
    <CancelOrderButton
      orderId={order._id}
      orderNumber={order.number}
      paidOnline={order.paymentStatus === "Paid"}
      replacementFor={order.exchangeFor?.number}
    />
  ) : null;
}
