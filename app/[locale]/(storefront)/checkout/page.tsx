import type { Metadata } from "next";
import Link from "next/link";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import { EMPTY_SHIPPING, shippingFromAddress } from "@/components/checkout/shipping-fields";
import { listAddresses } from "@/lib/account/addresses";
import { getProfile } from "@/lib/account/profile";
import { isDomainError } from "@/lib/errors";
import { requirePageUser } from "@/lib/auth/session";
import { getCheckoutSummary } from "@/lib/orders/checkout";
import { formatLongDateIST } from "@/lib/time";
import { focusRing } from "@/components/ui/focus-ring";

export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ quotation?: string | string[] }> };

const buttonLink = `mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 ${focusRing}`;

function Notice({ text, href, label }: { text: string; href: string; label: string }) {
  return (
    <div className="rounded-lg border border-dashed border-neutral-300 p-10 text-center">
      <p className="text-lg font-semibold">{text}</p>
      <Link href={href} className={buttonLink}>
        {label}
      </Link>
    </div>
  );
}

/**
 * Spec §2 Checkout. The server prices what is being bought (the cart, or an
 * approved quotation at its quoted price: `?quotation=<id>`) and fills the
 * form from the default saved address; the client form places the order.
 */
export default async function CheckoutPage({ searchParams }: Props) {
  const { quotation } = await searchParams;
  const quotationId = typeof quotation === "string" && quotation.trim() ? quotation.trim() : undefined;
  const user = await requirePageUser(
    quotationId ? `/checkout?quotation=${encodeURIComponent(quotationId)}` : "/checkout",
  );

  let summary: Awaited<ReturnType<typeof getCheckoutSummary>>;
  try {
    summary = await getCheckoutSummary(user.id, { quotationId });
  } catch (error) {
    // What the shopper can act on (an empty cart, an expired quotation) is shown; anything else is a fault.
    if (!isDomainError(error) || error.kind === "unavailable" || error.kind === "upstream-failed") throw error;
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="mb-6 text-2xl font-bold">Checkout</h1>
        {quotationId ? (
          <Notice text={error.message} href="/my" label="Back to My Quotations" />
        ) : (
          <Notice text={error.message} href="/cart" label="Back to your cart" />
        )}
      </div>
    );
  }

  if (summary.lines.length === 0) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="mb-6 text-2xl font-bold">Checkout</h1>
        <Notice text="Your cart is empty, so there is nothing to check out yet." href="/shop" label="Go to Shop" />
      </div>
    );
  }

  const [addresses, profile] = await Promise.all([listAddresses(user.id), getProfile(user.id)]);
  const preferred = addresses.find((address) => address.isDefault) ?? addresses[0];
  const initialShipping = preferred
    ? shippingFromAddress(preferred)
    : { ...EMPTY_SHIPPING, fullName: profile.name, phone: profile.phone };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">Checkout</h1>
      {summary.quotation ? (
        <p
          role="note"
          className="mb-6 rounded-md border border-green-200 bg-green-50 p-4 text-sm"
          data-testid="quotation-checkout"
        >
          You are checking out quotation <strong>#{summary.quotation.id.slice(-6)}</strong> at its quoted price, valid
          till {formatLongDateIST(summary.quotation.validUntil)}. Its items and prices are fixed.
        </p>
      ) : null}
      <CheckoutForm
        lines={summary.lines.map((line) => ({
          productId: line.productId,
          name: line.name,
          image: line.image,
          size: line.size,
          color: line.color,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          lineTotal: line.lineTotal,
        }))}
        subtotal={summary.subtotal}
        shippingFee={summary.shippingFee}
        total={summary.total}
        taxIncluded={summary.taxTotal}
        quotationId={summary.quotation?.id ?? null}
        addresses={addresses}
        initialShipping={initialShipping}
        savedGstInvoice={profile.gstInvoice}
      />
    </div>
  );
}
