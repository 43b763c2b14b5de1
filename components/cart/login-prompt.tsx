import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { focusRing } from "@/components/ui/focus-ring";

/** What a guest sees on the cart and wishlist pages: a way to log in and come back. */
export function LoginPrompt({ title, text, callbackUrl }: { title: string; text: string; callbackUrl: string }) {
  const t = useTranslations("Cart");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{title}</h1>
      <div className="rounded-lg border border-dashed border-neutral-300 p-10 text-center">
        <p className="text-lg">{text}</p>
        <Link
          href={`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`}
          className={`mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 ${focusRing}`}
        >
          {t("logIn")}
        </Link>
      </div>
    </div>
  );
}
