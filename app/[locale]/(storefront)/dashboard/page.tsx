import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LogoutButton } from "@/components/account/logout-button";
import { listAddresses } from "@/lib/account/addresses";
import { requirePageUser } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/navigation";
import { focusRingFlush } from "@/components/ui/focus-ring";
import { buttonClass } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AccountPages.dashboard");
  return { title: t("title"), robots: { index: false } };
}

// The account overview linked from the mobile menu (spec §2 leaves its content open).
export default async function DashboardPage() {
  const user = await requirePageUser("/dashboard");
  const defaultAddress = (await listAddresses(user.id)).find((address) => address.isDefault) ?? null;
  const t = await getTranslations("AccountPages.dashboard");
  const menu = await getTranslations("Auth.menu");

  const links = [
    { href: "/profile", title: menu("profile"), text: t("profileText") },
    { href: "/orders", title: menu("orders"), text: t("ordersText") },
    { href: "/my", title: menu("quotations"), text: t("quotationsText") },
    {
      href: "/address",
      title: menu("address"),
      text: defaultAddress
        ? t("defaultAddress", {
            street: defaultAddress.street,
            city: defaultAddress.city,
            postalCode: defaultAddress.postalCode,
          })
        : t("addAddress"),
    },
  ];

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <div>
        <h1 className="text-2xl font-bold">{t("hello", { name: user.name })}</h1>
        <p className="text-neutral-600">{user.email}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className={`block h-full rounded-lg border border-neutral-200 bg-white p-5 shadow-sm hover:border-brand-500 ${focusRingFlush}`}
            >
              <span className="block font-semibold text-brand-700">{link.title}</span>
              <span className="mt-1 block text-sm text-neutral-600">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <LogoutButton className={buttonClass.secondary} />
    </div>
  );
}
