import Link from "next/link";
import { requirePageAdmin } from "@/lib/auth/session";
import { getOrderExchangeForAdmin } from "@/lib/exchanges/admin";

/** On the admin's order page: the order's exchange and replacements, or the order a replacement is for. */
export async function OrderExchange({ orderId }: { orderId: string }) {
  const links = await getOrderExchangeForAdmin(await requirePageAdmin(`/admin/orders/${orderId}`), orderId);
  if (!links || (!links.exchange && !links.exchangeFor)) return null;
  const { exchange, exchangeFor } = links;
  return (
    <p className="text-sm text-neutral-800" data-testid="order-exchange">
      {exchangeFor ? (
        <>
          Replacement shipment for{" "}
          <Link href={`/admin/orders/${encodeURIComponent(exchangeFor._id)}`} className="underline">
            order #{exchangeFor.number}
          </Link>{" "}
          (exchange): the goods are free; only the exchange delivery charge is billed.
        </>
      ) : exchange ? (
        <>
          Exchange {exchange.status.toLowerCase()} (
          <Link href="/admin/exchanges?status=all" className="underline">
            exchanges
          </Link>
          )
          {exchange.replacement ? (
            <>
              {" "}
              · replacement{" "}
              <Link href={`/admin/orders/${encodeURIComponent(exchange.replacement._id)}`} className="underline">
                order #{exchange.replacement.number}
              </Link>{" "}
              ({exchange.replacement.fulfillmentStatus})
            </>
          ) : null}
          {exchange.earlierReplacements.map((earlier) => (
            <span key={earlier._id}>
              {" "}
              · earlier replacement{" "}
              <Link href={`/admin/orders/${encodeURIComponent(earlier._id)}`} className="underline">
                order #{earlier.number}
              </Link>{" "}
              ({earlier.fulfillmentStatus})
            </span>
          ))}
        </>
      ) : null}
    </p>
  );
}
