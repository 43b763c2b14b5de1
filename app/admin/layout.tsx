import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { ZodWithoutEval } from "@/components/security/zod-without-eval";
import { ToastViewport } from "@/components/ui/toast";
import { CLIENT_NAMESPACES, pickNamespaces } from "@/lib/i18n/client-messages";
import { siteUrl } from "@/lib/seo/site";
import { store } from "@/lib/store";
import "../globals.css";
import { IST_TIME_ZONE } from "@/lib/time";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: "Admin", template: `%s | ${store.name} admin` },
  robots: { index: false },
};

/**
 * The admin's own root document, in English: the shop's pages have theirs in
 * app/[locale]. The admin check and the console's navigation are one level
 * down, in (console)/layout.tsx, so that a shopper's 404 from that check is
 * caught by ./not-found.tsx inside this document.
 */
export default async function AdminDocument({ children }: { children: React.ReactNode }) {
  const messages = await getMessages({ locale: "en" });
  return (
    <html lang="en-IN">
      <body className="min-h-screen bg-white font-sans antialiased">
        <ZodWithoutEval />
        <NextIntlClientProvider
          locale="en"
          messages={pickNamespaces(messages, CLIENT_NAMESPACES)}
          timeZone={IST_TIME_ZONE}
        >
          {children}
        </NextIntlClientProvider>
        <ToastViewport />
      </body>
    </html>
  );
}
