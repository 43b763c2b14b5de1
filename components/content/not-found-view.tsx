import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { buttonClass } from "@/components/ui/button";

// The shop's 404: says what happened and leads straight back to shopping.

const suggestions = [
  { href: "/faq", label: "faq" },
  { href: "/shipinginfo", label: "shipping" },
  { href: "/nearby-shops", label: "nearby" },
  { href: "/contact", label: "contact" },
] as const;

export function NotFoundView() {
  const t = useTranslations("NotFound");
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{t("eyebrow")}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-4 text-lg text-neutral-700">{t("body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/shop" className={buttonClass.primaryHero}>
          {t("continueShopping")}
        </Link>
        <Link href="/" className={buttonClass.outlineHero}>
          {t("goHome")}
        </Link>
      </div>
      <nav aria-label={t("helpfulLinks")} className="mt-10">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {suggestions.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="font-medium text-brand-700 underline underline-offset-2">
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
