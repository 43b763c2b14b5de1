import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { ZodWithoutEval } from "@/components/security/zod-without-eval";
import { ToastViewport } from "@/components/ui/toast";
import { LAYOUT_CLIENT_NAMESPACES, pickNamespaces } from "@/lib/i18n/client-messages";
import { languageTag } from "@/lib/i18n/locale";
import { routing } from "@/lib/i18n/routing";
import { openGraphLocale } from "@/lib/seo/alternates";
import { siteUrl } from "@/lib/seo/site";
import { store } from "@/lib/store";
import "../globals.css";
import { IST_TIME_ZONE } from "@/lib/time";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations("Site");
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t("title", { store: store.name }), template: `%s | ${store.name}` },
    description: t("description"),
    // A page's canonical URL and hreflang links name its own path, so each
    // indexable page sets them (lib/seo/page-metadata.ts); here only what all
    // share: the language of the page for link previews.
    openGraph: {
      type: "website",
      siteName: store.name,
      ...openGraphLocale(hasLocale(routing.locales, locale) ? locale : routing.defaultLocale),
    },
  };
}

export const viewport: Viewport = { themeColor: "#a8551f" };

/** Both languages' pages are built ahead; proxy.ts sends English URLs to /en. */
export function generateStaticParams(): Array<{ locale: string }> {
  return routing.locales.map((locale) => ({ locale }));
}

/** The shopper's document, in the page's language (/hi/… in Hindi, every other URL in English). */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const messages = await getMessages();
  const common = await getTranslations("Common");
  return (
    <html lang={languageTag[locale]}>
      <body className="min-h-screen bg-white font-sans antialiased">
        <ZodWithoutEval />
        <NextIntlClientProvider
          locale={locale}
          messages={pickNamespaces(messages, LAYOUT_CLIENT_NAMESPACES)}
          timeZone={IST_TIME_ZONE}
        >
          {children}
        </NextIntlClientProvider>
        <ToastViewport closeLabel={common("closeToast")} regionLabel={common("notifications")} />
      </body>
    </html>
  );
}
