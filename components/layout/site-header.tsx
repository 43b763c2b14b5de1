import { getTranslations } from "next-intl/server";
import { HeaderAccount, PanelLoginOrLogout } from "@/components/account/header-account";
import { HeaderCountLink } from "@/components/cart/header-badges";
import type { CountUnits } from "@/lib/account/badge-label";
import { Link } from "@/lib/i18n/navigation";
import { LanguageSwitch } from "./language-switch";
import { store } from "@/lib/store";
import { CartIcon, HeartIcon } from "./icons";
import { MobileMenu } from "./mobile-menu";
import { SearchBox } from "./search-box";
import { focusRing } from "@/components/ui/focus-ring";

// The sticky header on every storefront page. A server component that reads no
// session: it renders the same for everyone, so catalogue pages can be cached.
// The account menu (or Login), the badge counts and the mobile menu's
// Login/Logout are small client components fed by GET /api/auth/me.

const navLink = `rounded-sm hover:text-brand-700 ${focusRing}`;
const panelLink = `flex items-center justify-between rounded-md px-2 py-3 font-medium hover:bg-brand-50 hover:text-brand-700 ${focusRing}`;

type Nouns = { wishlist: string; cart: string; units: CountUnits };
type CountLinkProps = { href: "/cart" | "/wishlist"; nouns: Nouns };

/** What HeaderCountLink needs for the cart or the wishlist: the count it shows and the words for it. */
function countOf({ href, nouns }: CountLinkProps) {
  const source = href === "/cart" ? "cart" : "wishlist";
  return { href, source, noun: nouns[source], units: nouns.units } as const;
}

// HeaderCountLink shows the counts from /api/auth/me and keeps them live.
function IconLink({ children, ...link }: CountLinkProps & { children: React.ReactNode }) {
  return (
    <HeaderCountLink
      {...countOf(link)}
      className={`relative grid size-10 place-items-center rounded-full text-ink hover:bg-neutral-100 hover:text-brand-700 ${focusRing}`}
      badgeClassName="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-[11px] leading-none font-bold text-white"
    >
      {children}
    </HeaderCountLink>
  );
}

/** The wishlist and cart icons with their counts (on phones beside the menu, on wider screens in the nav). */
function BadgeLinks({ className, nouns }: { className: string; nouns: Nouns }) {
  return (
    <span className={className}>
      <IconLink href="/wishlist" nouns={nouns}>
        <HeartIcon className="size-6" />
      </IconLink>
      <IconLink href="/cart" nouns={nouns}>
        <CartIcon className="size-6" />
      </IconLink>
    </span>
  );
}

function PanelCountLink(link: CountLinkProps) {
  const count = countOf(link);
  return (
    <HeaderCountLink
      {...count}
      className={panelLink}
      badgeClassName="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white"
    >
      {count.noun}
    </HeaderCountLink>
  );
}

export async function SiteHeader() {
  const t = await getTranslations("Header");
  const nouns: Nouns = {
    wishlist: t("wishlist"),
    cart: t("cart"),
    units: { one: t("itemOne"), other: t("itemOther") },
  };
  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-neutral-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 md:gap-6">
        <MobileMenu label={t("menu")}>
          <nav aria-label={t("menu")}>
            <ul className="divide-y divide-neutral-100">
              <li>
                <Link href="/" className={panelLink}>
                  {t("home")}
                </Link>
              </li>
              <li>
                <Link href="/shop" className={panelLink}>
                  {t("shop")}
                </Link>
              </li>
              <li>
                <Link href="/dashboard" className={panelLink}>
                  {t("dashboard")}
                </Link>
              </li>
              <li>
                <PanelCountLink href="/wishlist" nouns={nouns} />
              </li>
              <li>
                <PanelCountLink href="/cart" nouns={nouns} />
              </li>
              <li>
                <Link href="/profile" className={panelLink}>
                  {t("myProfile")}
                </Link>
              </li>
              <li>
                <Link href="/contact" className={panelLink}>
                  {t("contactUs")}
                </Link>
              </li>
              <li>
                <PanelLoginOrLogout className={panelLink} />
              </li>
              <li>
                <LanguageSwitch className={panelLink} />
              </li>
            </ul>
          </nav>
        </MobileMenu>

        <Link href="/" className={`shrink-0 rounded-sm text-xl font-bold tracking-tight text-brand-700 ${focusRing}`}>
          {store.name}
        </Link>

        {/* Phones: the wishlist and cart stay one tap away, with their counts (the menu lists them too). */}
        <BadgeLinks className="ml-auto flex items-center gap-1 md:hidden" nouns={nouns} />

        <SearchBox className="hidden max-w-md flex-1 md:block" />

        <nav aria-label={t("mainNav")} className="ml-auto hidden items-center gap-5 text-sm font-medium md:flex">
          <Link href="/nearby-shops" className={navLink}>
            {t("nearbyShops")}
          </Link>
          <Link href="/shop" className={navLink}>
            {t("shop")}
          </Link>
          <Link href="/" className={navLink}>
            {t("home")}
          </Link>
          <BadgeLinks className="flex items-center gap-1" nouns={nouns} />
          <LanguageSwitch className={navLink} />
        </nav>

        <div className="hidden md:block">
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
