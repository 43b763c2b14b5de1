import { Link } from "@/lib/i18n/navigation";
import type { FaqEntry } from "@/lib/content/faq";
import { focusRing } from "@/components/ui/focus-ring";

// Each question is a native <details>/<summary> disclosure: it opens and closes
// with a click, Enter or Space, and screen readers announce its state.

export function FaqList({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white">
      {entries.map((entry) => (
        <details key={entry.id} id={entry.id} className="group scroll-mt-24" data-testid="faq-item">
          <summary
            className={`flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold text-neutral-900 hover:bg-brand-50 ${focusRing} [&::-webkit-details-marker]:hidden`}
          >
            <span>{entry.question}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <div className="space-y-2 px-5 pb-5 leading-relaxed text-neutral-700">
            <p>{entry.answer}</p>
            {entry.link ? (
              <p>
                <Link
                  href={entry.link.href}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
                >
                  {entry.link.label}
                </Link>
              </p>
            ) : null}
          </div>
        </details>
      ))}
    </div>
  );
}
