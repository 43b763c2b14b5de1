import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { NewsletterLinkPage } from "@/components/content/newsletter-link-page";
import { checkUnsubscribeLink } from "@/lib/content/newsletter";
import { linkDone, linkFormAction, linkFromParams, type LinkPageParams } from "@/lib/content/newsletter-link-params";
import type { Locale } from "@/lib/i18n/locale";
import { store } from "@/lib/store";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NewsletterPages");
  return { title: t("unsubscribeTitle"), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<LinkPageParams> };

/** A newsletter's unsubscribe link: shows what the button does; only its POST unsubscribes. */
export default async function NewsletterUnsubscribePage({ searchParams }: Props) {
  const params = await searchParams;
  const [t, locale] = await Promise.all([getTranslations("NewsletterPages"), getLocale()]);
  if (linkDone(params)) {
    return (
      <NewsletterLinkPage
        title={t("unsubscribedTitle")}
        text={t("unsubscribedText")}
        tone="success"
        home={t("backHome")}
      />
    );
  }
  const link = linkFromParams(params);
  if (!link || checkUnsubscribeLink(link.email, link.token) === "invalid") {
    return (
      <NewsletterLinkPage title={t("invalidTitle")} text={t("unsubscribeInvalid")} tone="error" home={t("backHome")} />
    );
  }
  return (
    <NewsletterLinkPage
      title={t("unsubscribeTitle")}
      text={t("unsubscribeIntro", { store: store.name, email: link.email })}
      form={{
        action: linkFormAction("unsubscribe", locale as Locale),
        email: link.email,
        token: link.token,
        button: t("unsubscribeButton"),
      }}
    />
  );
}
