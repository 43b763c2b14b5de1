"use client";

import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { useEffect, useState } from "react";
import { ENGLISH_ERRORS } from "@/components/content/error-fallback-messages";
import { ErrorView } from "@/components/content/error-view";
import { splitLocale } from "@/lib/i18n/locale-path.mjs";
import { languageTag } from "@/lib/i18n/routing";
import "./globals.css";

type Texts = { locale: "en" | "hi"; messages: { Errors: { documentTitle: string } } & AbstractIntlMessages };

/**
 * Replaces the root layout when it fails, so it brings its own document and
 * styles, and its own texts: English first (this page is prerendered), then,
 * on a Hindi URL, Hindi (loaded as a separate chunk only when this page shows).
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const [texts, setTexts] = useState<Texts>({ locale: "en", messages: { Errors: ENGLISH_ERRORS } });
  useEffect(() => {
    console.error(error);
  }, [error]);
  useEffect(() => {
    if (splitLocale(window.location.pathname).locale !== "hi") return;
    void import("@/messages/hi.json").then(({ default: hi }) =>
      setTexts({ locale: "hi", messages: { Errors: hi.Errors } }),
    );
  }, []);
  return (
    <html lang={languageTag[texts.locale]}>
      <body className="min-h-screen bg-white font-sans antialiased">
        <NextIntlClientProvider locale={texts.locale} messages={texts.messages} timeZone="Asia/Kolkata">
          <title>{texts.messages.Errors.documentTitle}</title>
          <main>
            <ErrorView error={error} retry={retry} />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
