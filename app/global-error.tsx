"use client";

import { useEffect, useState, type ReactNode } from "react";
import { ENGLISH_ERRORS, type ErrorTexts } from "@/components/content/error-fallback-messages";
import { ErrorPanel } from "@/components/content/error-panel";
import { referenceWithTags } from "@/components/content/error-reference";
import { languageTag } from "@/lib/i18n/locale";
import { localizedPath, splitLocale } from "@/lib/i18n/locale-path.mjs";
import "./globals.css";

type Texts = { locale: "en" | "hi"; errors: ErrorTexts };

type LinkProps = { href: string; className: string; children: ReactNode };

/** An <a> to a shop path in one language; one component per language, so a re-render keeps the links mounted. */
function plainLinkIn(locale: Texts["locale"]) {
  function PlainLink({ href, className, children }: LinkProps) {
    return (
      <a href={localizedPath(locale, href)} className={className}>
        {children}
      </a>
    );
  }
  return PlainLink;
}

const PLAIN_LINKS = { en: plainLinkIn("en"), hi: plainLinkIn("hi") };

/**
 * Replaces the root layout when it fails, so it brings its own document and
 * styles, and its own texts: English first (this page is prerendered), then,
 * on a Hindi URL, Hindi (a separate chunk, loaded only when this page shows).
 * No next-intl here: this file is in every page's JavaScript, and the i18n
 * runtime it would bring was measured at about 4 KiB (gzip) on each page.
 * Plain links: with the root layout gone, a full page load is the safe way back.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const [texts, setTexts] = useState<Texts>({ locale: "en", errors: ENGLISH_ERRORS });
  useEffect(() => {
    console.error(error);
  }, [error]);
  useEffect(() => {
    if (splitLocale(window.location.pathname).locale !== "hi") return;
    void import("@/components/content/error-fallback-messages-hi").then(({ HINDI_ERRORS }) =>
      setTexts({ locale: "hi", errors: HINDI_ERRORS }),
    );
  }, []);
  const PlainLink = PLAIN_LINKS[texts.locale];
  return (
    <html lang={languageTag[texts.locale]}>
      <body className="min-h-screen bg-white font-sans antialiased">
        <title>{texts.errors.documentTitle}</title>
        <main>
          <ErrorPanel
            error={error}
            retry={retry}
            texts={texts.errors}
            Link={PlainLink}
            reference={(digest) => referenceWithTags(texts.errors.reference, digest, PlainLink)}
          />
        </main>
      </body>
    </html>
  );
}
