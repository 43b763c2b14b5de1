import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { NewsletterLinkPage } from "@/components/content/newsletter-link-page";
import { checkConfirmLink } from "@/lib/content/newsletter";
import { linkDone, linkFormAction, linkFromParams, type LinkPageParams } from "@/lib/content/newsletter-link-params";
import type { Locale } from "@/lib/i18n/locale";
import { store } from "@/lib/store";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NewsletterPages");
  return { title: t("confirmTitle"), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<LinkPageParams> };

/** The confirmation e-mail's link: shows what the button does; only its POST subscribes (double opt-in). */
export default async function NewsletterConfirmPage({ searchParams }: Props) {
  const params = await searchParams;
  const [t, locale] = await Promise.all([getTranslations("NewsletterPages"), getLocale()]);
  if (linkDone(params)) {
    return (
      <NewsletterLinkPage title={t("confirmedTitle")} text={t("confirmedText")} tone="success" home={t("backHome")} />
    );
  }
  const link = linkFromParams(params);
  const check = link ? await checkConfirmLink(link.email, link.token) : "invalid";
  if (!link || check === "invalid") {
    return (
      <NewsletterLinkPage title={t("invalidTitle")} text={t("confirmInvalid")} tone="error" home={t("backHome")} />
    );
  }
  if (check === "already-done") {
    return (
      <NewsletterLinkPage title={t("confirmedTitle")} text={t("confirmedText")} tone="success" home={t("backHome")} />
    );
  }
  return (
    <NewsletterLinkPage
      title={t("confirmTitle")}
      text={t("confirmIntro", { store: store.name, email: link.email })}
      form={{
        action: linkFormAction("confirm", locale as Locale),
        email: link.email,
        token: link.token,
        button: t("confirmButton"),
      }}
    />
  );
}
