import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** What a guest sees on the cart and wishlist pages: a way to log in and come back. */
export function LoginPrompt({ title, text, callbackUrl }: { title: string; text: string; callbackUrl: string }) {
  const t = useTranslations("Cart");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{title}</h1>
      <EmptyState>
        <p className="text-lg">{text}</p>
        <Link
          href={`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`}
          className={`mt-4 ${buttonClass.primaryLarge}`}
        >
          {t("logIn")}
        </Link>
      </EmptyState>
    </div>
  );
}
