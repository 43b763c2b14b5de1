import { HeadsetIcon, ShieldIcon, TruckIcon } from "@/components/layout/icons";
import { describeShippingPolicy } from "@/lib/shipping";
import { store } from "@/lib/store";

/** "Why Shop With Us": shipping (from the one shipping policy), support, payment. */
export function WhyShopWithUs() {
  const points = [
    { icon: TruckIcon, title: "Free shipping", text: describeShippingPolicy() },
    {
      icon: HeadsetIcon,
      title: "24/7 support",
      text: `Write to ${store.supportEmail} at any hour; call ${store.supportPhone}, ${store.openingHours}.`,
    },
    {
      icon: ShieldIcon,
      title: "Secure payment",
      text: "Pay cash on delivery, or online with Razorpay over an encrypted connection.",
    },
  ];
  return (
    <section aria-labelledby="why-heading" className="rounded-2xl bg-brand-50 px-6 py-8">
      <h2 id="why-heading" className="mb-6 text-center text-2xl font-bold">
        Why Shop With Us
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white text-brand-700 shadow-sm">
              <Icon className="size-6" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-neutral-700">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
