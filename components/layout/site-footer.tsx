import type { Messages } from "next-intl";
import { getTranslations } from "next-intl/server";
import { SocialIcon } from "@/components/content/social-icon";
import { mailtoHref, telHref } from "@/lib/content/links";
import { SOCIAL_LINKS } from "@/lib/content/social";
import { Link } from "@/lib/i18n/navigation";
import { store } from "@/lib/store";
import { focusRingOnDark } from "@/components/ui/focus-ring";
import { LanguageSwitch } from "./language-switch";
import { openingHoursText } from "@/lib/content/policy-texts";
import { storeAddressText } from "@/lib/content/store-address";

type FooterGroup = "customerService" | "aboutUs" | "myAccount";
type FooterLink = { href: string; label: keyof Messages["Footer"]["links"] };

/**
 * Spec §2 "Footer": Customer Service, About Us and My Account (texts: messages, "Footer").
 * `prefetch: false`: the footer is the same for everyone, and My Account's
 * pages are a signed-in shopper's, each redirecting a guest to the login page:
 * prefetched, they cost ~12 requests whenever a guest scrolled to the footer.
 */
export const FOOTER_GROUPS: ReadonlyArray<{ title: FooterGroup; links: FooterLink[]; prefetch?: false }> = [
  {
    title: "customerService",
    links: [
      { href: "/contact", label: "contactUs" },
      { href: "/faq", label: "faq" },
      { href: "/shipinginfo", label: "shippingInformation" },
      { href: "/returns", label: "returns" },
      { href: "/trackorder", label: "trackOrder" },
    ],
  },
  {
    title: "aboutUs",
    links: [
      { href: "/companyinfo", label: "companyInformation" },
      { href: "/nearby-shops", label: "nearbyShops" },
      { href: "/corporate", label: "corporate" },
      { href: "/privacy", label: "privacy" },
      { href: "/terms", label: "terms" },
    ],
  },
  {
    title: "myAccount",
    prefetch: false,
    links: [
      { href: "/profile", label: "myProfile" },
      { href: "/orders", label: "myOrders" },
      { href: "/wishlist", label: "wishlist" },
      { href: "/cart", label: "cart" },
      { href: "/my", label: "myQuotations" },
      { href: "/address", label: "savedAddress" },
    ],
  },
];

const linkClass = `rounded-sm text-neutral-300 hover:text-white hover:underline ${focusRingOnDark}`;

export async function SiteFooter() {
  const t = await getTranslations("Footer");
  return (
    <footer className="bg-neutral-900 print:hidden text-sm text-neutral-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="space-y-4">
          <p className="text-lg font-bold text-white">{store.name}</p>
          <p className="max-w-xs">{t("tagline")}</p>
          <address className="space-y-1 not-italic">
            <p>{await storeAddressText()}</p>
            <p>
              {t("phone")}{" "}
              <a href={telHref(store.supportPhone)} className={linkClass}>
                {store.supportPhone}
              </a>
            </p>
            <p>
              {t("email")}{" "}
              <a href={mailtoHref(store.supportEmail)} className={linkClass}>
                {store.supportEmail}
              </a>
            </p>
          </address>
          <p>{t("openingHours", { hours: await openingHoursText() })}</p>
          <ul className="flex gap-3" aria-label={t("followUs")}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t("followOn", { network: social.network })}
                  className={`flex h-10 w-10 items-center justify-center rounded-full bg-neutral-800 text-neutral-200 hover:bg-brand-600 hover:text-white ${focusRingOnDark}`}
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(`groups.${group.title}`)}>
            <h2 className="text-base font-semibold text-white">{t(`groups.${group.title}`)}</h2>
            <ul className="mt-4 space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={group.prefetch} className={linkClass}>
                    {t(`links.${link.label}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-neutral-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-neutral-400 md:flex-row md:items-center md:justify-between">
          <p>{t("copyright", { year: new Date().getFullYear(), legalName: store.legalName })}</p>
          <p>
            {t("grievanceOfficer")}{" "}
            <Link href="/companyinfo#grievance-officer" className={`${linkClass} underline underline-offset-2`}>
              {store.grievanceOfficer.name}
            </Link>
          </p>
          <LanguageSwitch className={`${linkClass} underline underline-offset-2`} />
        </div>
      </div>
    </footer>
  );
}
