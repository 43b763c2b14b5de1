import type { ComponentType, ReactNode } from "react";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/observability/database-errors";
import { focusRing } from "@/components/ui/focus-ring";
import type { ErrorTexts } from "./error-fallback-messages";

// The markup of the page a shopper sees when a page fails: an apology, Try
// again, and a way back to shopping. Free of next-intl, because
// app/global-error.tsx (in every page's JavaScript) renders it with plain
// texts; ErrorView renders it with the shop's translations and links.
// When the database is unavailable (server.mjs answers 503) it says so:
// nothing is broken on the shopper's side, and waiting a moment helps.

export type PanelLink = ComponentType<{ href: string; className: string; children: ReactNode }>;

/** The server's error digest: the reference a shopper can quote. */
export function errorDigest(error: unknown): string | null {
  return typeof error === "object" && error !== null && "digest" in error && typeof error.digest === "string"
    ? error.digest
    : null;
}

export const contactLink = (Link: PanelLink, text: ReactNode) => (
  <Link href="/contact" className="font-medium text-brand-700 underline">
    {text}
  </Link>
);

export const digestCode = (digest: ReactNode) => <code className="font-mono">{digest}</code>;

const secondaryLink = `rounded-lg border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 ${focusRing}`;

export function ErrorPanel({
  error,
  retry,
  texts,
  reference,
  Link,
}: {
  error: unknown;
  retry: () => void;
  /** Texts without the rich `reference`, which comes rendered. */
  texts: Omit<ErrorTexts, "reference" | "documentTitle">;
  reference: (digest: string) => ReactNode;
  Link: PanelLink;
}) {
  const digest = errorDigest(error);
  const unavailable = digest === DATABASE_UNAVAILABLE_DIGEST;
  const kind = unavailable ? texts.unavailable : texts.failed;
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{kind.eyebrow}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{kind.title}</h1>
      <p className="mt-4 text-lg text-neutral-700">{kind.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className={`rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 ${focusRing}`}
        >
          {texts.tryAgain}
        </button>
        <Link href="/shop" className={secondaryLink}>
          {texts.continueShopping}
        </Link>
        <Link href="/" className={secondaryLink}>
          {texts.homePage}
        </Link>
      </div>
      {digest && !unavailable ? <p className="mt-8 text-sm text-neutral-600">{reference(digest)}</p> : null}
    </div>
  );
}
