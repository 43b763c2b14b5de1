"use client";

import { NextIntlClientProvider } from "next-intl";
import { useEffect, useState } from "react";
import { ErrorView } from "@/components/content/error-view";
import { splitLocale } from "@/lib/i18n/locale-path.mjs";
import { languageTag } from "@/lib/i18n/routing";
import "./globals.css";

type Loaded = { locale: "en" | "hi"; messages: { Common: object; Errors: { documentTitle: string } } };

/**
 * Replaces the root layout when it fails, so it brings its own document and
 * styles, and its own texts: no layout gave it the messages, so it loads the
 * language of the URL's (a separate chunk, fetched only when this page shows).
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    console.error(error);
  }, [error]);
  useEffect(() => {
    const { locale } = splitLocale(window.location.pathname);
    const messages = locale === "hi" ? import("@/messages/hi.json") : import("@/messages/en.json");
    void messages.then(({ default: all }) =>
      setLoaded({ locale, messages: { Common: all.Common, Errors: all.Errors } }),
    );
  }, []);
  return (
    <html lang={languageTag[loaded?.locale ?? "en"]}>
      <body className="min-h-screen bg-white font-sans antialiased">
        {loaded ? (
          <NextIntlClientProvider locale={loaded.locale} messages={loaded.messages} timeZone="Asia/Kolkata">
            <title>{loaded.messages.Errors.documentTitle}</title>
            <main>
              <ErrorView error={error} retry={retry} />
            </main>
          </NextIntlClientProvider>
        ) : null}
      </body>
    </html>
  );
}
