import { HeadsetIcon, ShieldIcon, TruckIcon } from "@/components/layout/icons";
import { getTranslations } from "next-intl/server";
import { formatINR } from "@/lib/money";
import { FLAT_SHIPPING_FEE_PAISE, FREE_SHIPPING_THRESHOLD_PAISE } from "@/lib/shipping";
import { store } from "@/lib/store";
import { openingHoursText } from "@/lib/content/policy-texts";

/** "Why Shop With Us": shipping (from the one shipping policy), support, payment. */
export async function WhyShopWithUs() {
  const t = await getTranslations("Home");
  const points = [
    {
      icon: TruckIcon,
      title: t("why.shippingTitle"),
      text: t("shippingPolicy", {
        threshold: formatINR(FREE_SHIPPING_THRESHOLD_PAISE),
        fee: formatINR(FLAT_SHIPPING_FEE_PAISE),
      }),
    },
    {
      icon: HeadsetIcon,
      title: t("why.supportTitle"),
      text: t("why.supportText", {
        email: store.supportEmail,
        phone: store.supportPhone,
        hours: await openingHoursText(),
      }),
    },
    { icon: ShieldIcon, title: t("why.paymentTitle"), text: t("why.paymentText") },
  ];
  return (
    <section aria-labelledby="why-heading" className="below-fold rounded-2xl bg-brand-50 px-6 py-8">
      <h2 id="why-heading" className="mb-6 text-center text-2xl font-bold">
        {t("why.heading")}
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
