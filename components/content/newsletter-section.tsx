import { getTranslations } from "next-intl/server";
import { NewsletterForm } from "./newsletter-form";

/** The home page's "Stay in the Loop" box: static text from the server around the client form. */
export async function NewsletterSection() {
  const t = await getTranslations("Newsletter");
  return (
    <section
      aria-labelledby="newsletter-heading"
      className="below-fold rounded-xl bg-brand-50 px-6 py-10 text-center sm:px-10"
    >
      <h2 id="newsletter-heading" className="text-2xl font-bold text-neutral-900">
        {t("heading")}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-neutral-700">{t("text")}</p>
      <NewsletterForm />
    </section>
  );
}
