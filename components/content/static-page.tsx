import type { ReactNode } from "react";
import { getFormatter, getTranslations } from "next-intl/server";

// The frame every policy and information page shares: one h1, an optional
// effective date and intro, then sections with h2 headings.

export async function StaticPage({
  title,
  intro,
  effectiveDate,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** The day a policy took effect, "2025-05-04", shown in the page's language. */
  effectiveDate?: string;
  children: ReactNode;
}) {
  const t = await getTranslations("Pages");
  const format = await getFormatter();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header className="border-b border-neutral-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{title}</h1>
        {effectiveDate ? (
          <p className="mt-2 text-sm text-neutral-600">
            {t.rich("effectiveFrom", {
              date: format.dateTime(new Date(`${effectiveDate}T00:00:00+05:30`), { dateStyle: "long" }),
              time: (chunks) => <time dateTime={effectiveDate}>{chunks}</time>,
            })}
          </p>
        ) : null}
        {intro ? <div className="mt-4 text-lg leading-relaxed text-neutral-700">{intro}</div> : null}
      </header>
      <div className="mt-8 space-y-10">{children}</div>
    </article>
  );
}

export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-neutral-900">
        {title}
      </h2>
      <div className={prose}>{children}</div>
    </section>
  );
}

/** Body text styles for policy prose (no typography plugin needed). */
export const prose =
  "mt-3 space-y-3 leading-relaxed text-neutral-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-600 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:text-neutral-900 [&_ul]:list-disc [&_ul]:pl-6";
