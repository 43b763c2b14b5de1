import type { Metadata } from "next";
import Link from "next/link";
import { PageSection, StaticPage } from "@/components/content/static-page";
import { DELIVERY_TIMES, PAYMENT_METHODS, SHIPPING_COUNTRY } from "@/lib/content/policies";
import { formatINR } from "@/lib/money";
import {
  describeShippingPolicy,
  FLAT_SHIPPING_FEE_PAISE,
  FREE_SHIPPING_THRESHOLD_PAISE,
  SHIPPING_METHOD_NAME,
} from "@/lib/shipping";
import { codRule, dispatchRule } from "@/lib/delivery/policy";
import { store } from "@/lib/store";
import { pageAlternates } from "@/lib/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Shipping Information",
    description: `${describeShippingPolicy()} Standard delivery in ${DELIVERY_TIMES.standard} across ${SHIPPING_COUNTRY}.`,
    alternates: await pageAlternates("/shipinginfo"),
  };
}

export default function ShippingInfoPage() {
  return (
    <StaticPage
      title="Shipping Information"
      intro={`We deliver every ${store.name} order to your door, anywhere in ${SHIPPING_COUNTRY}.`}
    >
      <PageSection id="shipping-charges" title="Shipping charges">
        <p data-testid="shipping-policy">
          <strong>{describeShippingPolicy()}</strong>
        </p>
        <ul>
          <li>Orders of {formatINR(FREE_SHIPPING_THRESHOLD_PAISE)} or more (the product total) ship free of charge.</li>
          <li>
            Orders below {formatINR(FREE_SHIPPING_THRESHOLD_PAISE)} pay a flat {formatINR(FLAT_SHIPPING_FEE_PAISE)},
            however many items they contain.
          </li>
          <li>Your cart, checkout and order confirmation show the shipping charge separately before you pay.</li>
        </ul>
      </PageSection>

      <PageSection id="delivery-times" title="Delivery times">
        <ul>
          <li>
            <strong>{SHIPPING_METHOD_NAME}:</strong> {DELIVERY_TIMES.standard} from dispatch.
          </li>
          <li>
            <strong>Express delivery:</strong> {DELIVERY_TIMES.express}, at an extra charge.{" "}
            <Link href="/contact">Ask us</Link> whether it is available for your PIN code.
          </li>
          <li>
            <strong>Remote areas:</strong> {DELIVERY_TIMES.remote}.
          </li>
        </ul>
        <p>{dispatchRule()}</p>
        <p>
          Remote areas are the north-eastern states, Jammu and Kashmir, Ladakh, the Andaman and Nicobar Islands and
          Lakshadweep. Enter your PIN code on a product page, in your cart or at checkout to see your delivery dates.
        </p>
      </PageSection>

      <PageSection id="where-we-ship" title="Where we ship">
        <p>
          We ship within {SHIPPING_COUNTRY} only, to every state and union territory our courier partners serve. Enter
          your PIN code at checkout to see the delivery address confirmed.
        </p>
      </PageSection>

      <PageSection id="tracking" title="Tracking your order">
        <p>
          Once your order ships, follow it on the <Link href="/trackorder">Track Order</Link> page with your order ID,
          or under <Link href="/orders">My Orders</Link>. We show each step: Order Placed, Packed, Shipped, Out for
          Delivery and Delivered.
        </p>
      </PageSection>

      <PageSection id="payment" title="Payment and prices">
        <p>All prices are in Indian rupees (₹) and include GST. You can pay by:</p>
        <ul>
          {PAYMENT_METHODS.map((method) => (
            <li key={method}>{method}</li>
          ))}
        </ul>
        <p>{codRule()}</p>
      </PageSection>

      <PageSection id="problems" title="Damaged or missing parcels">
        <p>
          If your parcel arrives damaged or something is missing, please tell us as soon as possible under our{" "}
          <Link href="/returns">return and exchange policy</Link>, or <Link href="/contact">contact us</Link>.
        </p>
      </PageSection>
    </StaticPage>
  );
}
