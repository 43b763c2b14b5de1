import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import { PAGE_CLIENT_NAMESPACES, pickNamespaces, type ClientPage } from "@/lib/i18n/client-messages";
import { IST_TIME_ZONE } from "@/lib/time";

/**
 * Sends a page's client components their texts, and only theirs
 * (lib/i18n/client-messages.ts): wrap the whole of what the page returns.
 * Inside, the layout's namespaces are not available.
 */
export async function PageMessages({ page, children }: { page: ClientPage; children: React.ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={pickNamespaces(messages, PAGE_CLIENT_NAMESPACES[page])}
      timeZone={IST_TIME_ZONE}
    >
      {children}
    </NextIntlClientProvider>
  );
}
