import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { FulfillmentBadge } from "@/components/admin/fulfillment-badge";
import { OrderActions } from "@/components/admin/order-actions";
import { OrderExchange } from "@/components/admin/order-exchange";
import { OrderRefunds } from "@/components/admin/order-refunds";
import { OrderShipment } from "@/components/admin/order-shipment";
import { formatDateTimeIST } from "@/lib/time";
import { type AdminViewer, requirePageAdmin } from "@/lib/auth/session";
import { formatRupees } from "@/lib/money";
import { getOrderForAdmin } from "@/lib/orders/admin-order";
import { NOTHING_TO_PAY, shownPaymentStatus } from "@/lib/orders/payment-labels";

type Props = { params: Promise<{ id: string }> };

// Metadata and the page each check the admin themselves, then read the order once per request.
const loadOrder = cache((admin: AdminViewer, id: string) => getOrderForAdmin(admin, id));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const order = await loadOrder(await requirePageAdmin(`/admin/orders/${id}`), id);
  return { title: order ? `Order #${order.number}` : "Order not found" };
}

/** One part of the order's page: a bordered box with its heading (`${id}-heading`), which names it. */
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-neutral-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default async function AdminOrderPage({ params }: Props) {
  const { id } = await params;
  const order = await loadOrder(await requirePageAdmin(`/admin/orders/${id}`), id);
  if (!order) notFound();
  const address = order.shippingAddress;
  // A cancelled order whose cash was never taken reads "nothing to pay", as on the shopper's pages.
  const payment = shownPaymentStatus(order);
  return (
    <div className="space-y-6">
      <Link href="/admin/orders" className="text-sm underline">
        ← All orders
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Order #{order.number}</h1>
        <FulfillmentBadge status={order.fulfillmentCode} />
      </div>
      <p className="text-sm text-neutral-700">
        Placed {formatDateTimeIST(order.createdAt)} · {formatRupees(order.total)} · {order.paymentMethod},{" "}
        <span data-testid="payment-status">
          {payment === NOTHING_TO_PAY ? "nothing to pay" : `payment ${payment.toLowerCase()}`}
        </span>
        {order.quotationId ? " · from a quotation" : ""}
      </p>
      {order.ewayBillNeeded && order.fulfillmentCode !== "CANCELLED" ? (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <strong>E-way bill needed: consignment above ₹50,000.</strong> Generate it on the e-way bill portal before the
          goods leave (CGST rule 138) and record its number with the shipment. Shipping is not blocked: intra-state
          limits differ by state.
        </p>
      ) : null}
      <OrderExchange orderId={order._id} />

      <OrderActions
        orderId={order._id}
        number={order.number}
        nextStep={order.nextStep}
        advanceBlockedReason={order.advanceBlockedReason}
        canCancel={order.cancelBlockedReason === null}
        refundOnCancel={order.refundOnCancel}
      />
      <OrderShipment orderId={order._id} shipment={order.shipment} />

      <div className="grid gap-6 md:grid-cols-2">
        <Section id="customer" title="Customer">
          <p>{order.customer.name}</p>
          <p>
            <a href={`mailto:${order.customer.email}`} className="underline">
              {order.customer.email}
            </a>
          </p>
          {order.customer.phone ? <p>{order.customer.phone}</p> : null}
        </Section>
        <Section id="ship" title="Shipping address">
          <address className="not-italic">
            {address.fullName}
            <br />
            {address.address}
            <br />
            {address.city}, {address.state} {address.postalCode}
            <br />
            {address.country}
            <br />
            Phone: {address.phone}
          </address>
        </Section>
      </div>

      <Section id="items" title="Items">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-neutral-200">
              <th scope="col" className="py-2 pr-3">
                Product
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Quantity
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Price
              </th>
              <th scope="col" className="py-2 text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={`${item.productId ?? "gone"}-${index}`} className="border-b border-neutral-100">
                <td className="py-2 pr-3">
                  {item.slug ? (
                    <Link href={`/product/${item.slug}`} className="underline">
                      {item.name}
                    </Link>
                  ) : (
                    item.name
                  )}
                  {item.size || item.color ? (
                    <span className="block text-neutral-600">
                      {[item.size && `Size ${item.size}`, item.color && `Colour ${item.color}`]
                        .filter(Boolean)
                        .join(", ")}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-3 text-right">{item.quantity}</td>
                <td className="py-2 pr-3 text-right">{formatRupees(item.priceAtOrder)}</td>
                <td className="py-2 text-right">{formatRupees(item.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="pt-2 pr-3 text-right font-normal">
                Subtotal
              </th>
              <td className="pt-2 text-right">{formatRupees(order.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="pr-3 text-right font-normal">
                Shipping
              </th>
              <td className="text-right">{order.shippingFee === 0 ? "Free" : formatRupees(order.shippingFee)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="pr-3 text-right">
                Total
              </th>
              <td className="text-right font-semibold">{formatRupees(order.total)}</td>
            </tr>
            {order.taxTotal > 0 ? (
              <tr>
                <td colSpan={4} className="pt-1 text-right text-neutral-600">
                  Includes GST of {formatRupees(order.taxTotal)}
                </td>
              </tr>
            ) : null}
            <tr>
              <td colSpan={4} className="pt-1 text-right">
                {order.invoiceNumber ? (
                  <>
                    <Link
                      href={`/orders/${order._id}/invoice`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      Tax invoice {order.invoiceNumber}
                    </Link>
                    {[
                      { path: "delivery-challan", title: "Delivery challan", number: order.challanNumber },
                      { path: "credit-note", title: "Credit note", number: order.creditNoteNumber },
                    ].map(({ path, title, number }) =>
                      number ? (
                        <Link
                          key={path}
                          href={`/orders/${order._id}/${path}`}
                          className="ml-4 font-semibold text-brand-700 hover:underline"
                        >
                          {title} {number}
                        </Link>
                      ) : null,
                    )}
                  </>
                ) : (
                  <span className="text-neutral-600">The tax invoice is issued when the order ships.</span>
                )}
              </td>
            </tr>
          </tfoot>
        </table>
      </Section>

      <div className="grid gap-6 md:grid-cols-2">
        <Section id="history" title="Fulfilment history">
          <ol className="space-y-2">
            {order.history.map((event, index) => (
              <li key={`${event.status}-${index}`} className="flex justify-between gap-4">
                <span>
                  <span className="font-medium">{event.label}</span>
                  {event.by ? <span className="text-neutral-600"> by {event.by}</span> : null}
                  {event.note ? <span className="block text-sm text-neutral-700">{event.note}</span> : null}
                </span>
                <time dateTime={event.at} className="text-neutral-700">
                  {formatDateTimeIST(event.at)}
                </time>
              </li>
            ))}
          </ol>
        </Section>
        <Section id="payments" title="Payments">
          {order.payments.length === 0 ? (
            <p className="text-neutral-700">
              {order.paymentMethod === "COD"
                ? `Cash on delivery: ${formatRupees(order.total)}, ${payment.toLowerCase()}.`
                : "No payment attempts recorded."}
            </p>
          ) : (
            <ul className="space-y-3 text-sm">
              {order.payments.map((payment) => (
                <li key={payment._id}>
                  <p className="font-medium">
                    {payment.provider}: {formatRupees(payment.amount)} — {payment.status}
                  </p>
                  <p className="text-neutral-700">
                    {payment.paidAt
                      ? `Paid ${formatDateTimeIST(payment.paidAt)}`
                      : `Started ${formatDateTimeIST(payment.createdAt)}`}
                    {payment.providerPaymentId ? ` · ${payment.providerPaymentId}` : ""}
                    {payment.providerOrderId ? ` · ${payment.providerOrderId}` : ""}
                  </p>
                  {payment.failureReason ? <p className="text-red-700">{payment.failureReason}</p> : null}
                </li>
              ))}
            </ul>
          )}
          {order.refunds.length > 0 ? (
            <>
              <h3 id="refunds" className="mb-2 mt-4 scroll-mt-4 font-semibold">
                Refunds
              </h3>
              <OrderRefunds refunds={order.refunds} />
            </>
          ) : null}
        </Section>
      </div>
    </div>
  );
}
