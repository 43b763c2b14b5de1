import { Link } from "@/lib/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";

type Props = {
  title: string;
  /** What pressing the button will do, or what was done, or why the link does not work. */
  text: string;
  tone?: "plain" | "success" | "error";
  /** A plain form (no JavaScript) posting the link's address and token to the API, which answers with a 303. */
  form?: { action: string; email: string; token: string; button: string };
  home?: string;
};

/**
 * The page a newsletter e-mail's link opens (/newsletter/confirm, /newsletter/unsubscribe):
 * it only shows what the button will do. The change is the button's POST, never the GET,
 * which mail scanners follow (docs/adr/0031-newsletter-double-opt-in.md).
 */
export function NewsletterLinkPage({ title, text, tone = "plain", form, home }: Props) {
  const colour =
    tone === "success" ? "border-green-200 bg-green-50" : tone === "error" ? "border-red-200 bg-red-50" : "";
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <section aria-labelledby="newsletter-link-heading" className={`${cardClass} ${colour}`}>
        <h1 id="newsletter-link-heading" className="text-2xl font-bold text-neutral-900">
          {title}
        </h1>
        <p className="mt-3 break-words text-neutral-700" role={tone === "plain" ? undefined : "status"}>
          {text}
        </p>
        {form ? (
          <form method="post" action={form.action} className="mt-6">
            <input type="hidden" name="email" value={form.email} />
            <input type="hidden" name="token" value={form.token} />
            <button type="submit" className={buttonClass.primaryLarge}>
              {form.button}
            </button>
          </form>
        ) : null}
        {home ? (
          <Link href="/" className={`${buttonClass.outlineLarge} mt-6`}>
            {home}
          </Link>
        ) : null}
      </section>
    </div>
  );
}
