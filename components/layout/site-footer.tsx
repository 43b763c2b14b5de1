import Link from "next/link";
import { SocialIcon } from "@/components/content/social-icon";
import { mailtoHref, telHref } from "@/lib/content/links";
import { SHIPPING_COUNTRY } from "@/lib/content/policies";
import { SOCIAL_LINKS } from "@/lib/content/social";
import { formatStoreAddress, store } from "@/lib/store";
import { focusRingOnDark } from "@/components/ui/focus-ring";
import { LanguageSwitch } from "./language-switch";

type FooterLink = { href: string; label: string };

/** Spec §2 "Footer": Customer Service, About Us and My Account. */
export const FOOTER_GROUPS: ReadonlyArray<{ title: string; links: FooterLink[] }> = [
  {
    title: "Customer Service",
    links: [
      { href: "/contact", label: "Contact Us" },
      { href: "/faq", label: "FAQ" },
      { href: "/shipinginfo", label: "Shipping Information" },
      { href: "/returns", label: "Returns & Exchanges" },
      { href: "/trackorder", label: "Track Order" },
    ],
  },
  {
    title: "About Us",
    links: [
      { href: "/companyinfo", label: "Company Information" },
      { href: "/nearby-shops", label: "Nearby Shops" },
      { href: "/corporate", label: "Bulk & Corporate Gifting" },
      { href: "/privacy", label: "Privacy Policy" },
      { href: "/terms", label: "Terms & Conditions" },
    ],
  },
  {
    title: "My Account",
    links: [
      { href: "/profile", label: "My Profile" },
      { href: "/orders", label: "My Orders" },
      { href: "/wishlist", label: "Wishlist" },
      { href: "/cart", label: "Cart" },
      { href: "/my", label: "My Quotations" },
      { href: "/address", label: "Saved Address" },
    ],
  },
];

const linkClass = `rounded-sm text-neutral-300 hover:text-white hover:underline ${focusRingOnDark}`;

export function SiteFooter() {
  return (
    <footer className="bg-neutral-900 print:hidden text-sm text-neutral-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="space-y-4">
          <p className="text-lg font-bold text-white">{store.name}</p>
          <p className="max-w-xs">Bags, luggage and home &amp; kitchen goods, delivered across {SHIPPING_COUNTRY}.</p>
          <address className="space-y-1 not-italic">
            <p>{formatStoreAddress()}</p>
            <p>
              Phone:{" "}
              <a href={telHref(store.supportPhone)} className={linkClass}>
                {store.supportPhone}
              </a>
            </p>
            <p>
              E-mail:{" "}
              <a href={mailtoHref(store.supportEmail)} className={linkClass}>
                {store.supportEmail}
              </a>
            </p>
          </address>
          <p>Opening hours: {store.openingHours}</p>
          <ul className="flex gap-3" aria-label="Follow us">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Follow us on ${social.network} (opens in a new tab)`}
                  className={`flex h-10 w-10 items-center justify-center rounded-full bg-neutral-800 text-neutral-200 hover:bg-brand-600 hover:text-white ${focusRingOnDark}`}
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-base font-semibold text-white">{group.title}</h2>
            <ul className="mt-4 space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-neutral-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-neutral-400 md:flex-row md:items-center md:justify-between">
          <p>
            © {new Date().getFullYear()} {store.legalName}. Prices in ₹, inclusive of all taxes.
          </p>
          <p>
            Grievance Officer:{" "}
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
