import { describeShippingPolicy } from "@/lib/shipping";
import { store } from "@/lib/store";
import {
  BULK_ORDER_MIN_TEXT,
  DELIVERY_TIMES,
  EXCHANGES_PER_ORDER,
  MINIMUM_AGE,
  PAYMENT_METHODS,
  RETURN_REPORT_WINDOW_HOURS,
  SHIPPING_COUNTRY,
} from "./policies";

// The FAQ's twelve questions (spec §2), written from the policy modules so an
// answer can never drift from the policy pages.

export type FaqEntry = {
  /** Stable anchor, e.g. /faq#shipping-cost */
  id: string;
  question: string;
  answer: string;
  /** Where to read more or act on the answer. */
  link?: { href: string; label: string };
};

export function faqEntries(): FaqEntry[] {
  return [
    {
      id: "shipping-cost",
      question: "How much does shipping cost?",
      answer: `${describeShippingPolicy()} Your cart and checkout show the shipping charge before you pay.`,
      link: { href: "/shipinginfo", label: "Read our shipping information" },
    },
    {
      id: "delivery-time",
      question: "How long will my order take to arrive?",
      answer: `Standard delivery takes ${DELIVERY_TIMES.standard}. Express delivery takes ${DELIVERY_TIMES.express} at an extra charge. Orders to remote areas can take ${DELIVERY_TIMES.remote}.`,
    },
    {
      id: "ship-abroad",
      question: "Do you ship outside India?",
      answer: `Not at the moment: we deliver within ${SHIPPING_COUNTRY} only, to every state and union territory our courier partners serve.`,
    },
    {
      id: "track-order",
      question: "How can I track my order?",
      answer:
        "Enter your order ID on the Track Order page to see whether your order has been placed, packed, shipped, sent out for delivery or delivered. Your orders are also listed under My Orders.",
      link: { href: "/trackorder", label: "Track your order" },
    },
    {
      id: "payment-methods",
      question: "Which payment methods do you accept?",
      answer: `${PAYMENT_METHODS.join("; ")}. Online payments are processed securely by Razorpay; we never see or store your card details.`,
    },
    {
      id: "returns-exchanges",
      question: "Can I return or exchange a product?",
      answer: `Yes, you can exchange a product if you report it within ${RETURN_REPORT_WINDOW_HOURS} hours of delivery. Each order can be exchanged ${EXCHANGES_PER_ORDER === 1 ? "once" : `${EXCHANGES_PER_ORDER} times`}, and you pay the shipping for the exchange.`,
      link: { href: "/returns", label: "Read our return and exchange policy" },
    },
    {
      id: "refunds",
      question: "Do you give refunds?",
      answer:
        "We do not offer refunds. If something is wrong with your order, we will exchange the product under our return and exchange policy.",
      link: { href: "/returns", label: "How exchanges work" },
    },
    {
      id: "damaged-items",
      question: "What if my order arrives damaged or incorrect?",
      answer: `Report it within ${RETURN_REPORT_WINDOW_HOURS} hours of delivery: send us a message with the subject "Order Issue", your order ID and photos of the product and its packaging, and we will arrange an exchange.`,
      link: { href: "/contact", label: "Contact us" },
    },
    {
      id: "bulk-orders",
      question: "Do you take bulk and corporate gifting orders?",
      answer: `Yes. Bulk and corporate orders start at ${BULK_ORDER_MIN_TEXT}, depending on the product. Add the products to your cart and choose Request Quotation, or contact us with your requirements.`,
      link: { href: "/corporate", label: "Bulk and corporate gifting" },
    },
    {
      id: "customer-care",
      question: "How can I reach customer care?",
      answer: `Write to ${store.supportEmail} or call ${store.supportPhone}, ${store.openingHours}. You can also visit one of our stores.`,
      link: { href: "/nearby-shops", label: "Find a store near you" },
    },
    {
      id: "account",
      question: "Do I need an account to place an order?",
      answer: `Yes. An account lets you check out, follow your orders and keep a wishlist. You must be at least ${MINIMUM_AGE} years old to buy from ${store.name}.`,
      link: { href: "/signup", label: "Create an account" },
    },
    {
      id: "prices-taxes",
      question: "Do your prices include taxes?",
      answer:
        "Yes. All prices are in Indian rupees (₹) and include GST. Your order summary shows the product total, the shipping charge and the taxes included.",
    },
  ];
}
