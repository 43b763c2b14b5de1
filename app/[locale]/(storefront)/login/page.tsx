import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { LoginForm } from "@/components/account/login-form";
import { callbackPathIn, safeCallbackPath } from "@/lib/auth/callback-path";
import { getSessionUser } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/navigation";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Auth.login");
  return { title: t("title"), robots: { index: false } };
}

type Props = { searchParams: Promise<{ callbackUrl?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { callbackUrl } = await searchParams;
  const locale = await getLocale();
  const callbackPath = callbackPathIn(locale, safeCallbackPath(typeof callbackUrl === "string" ? callbackUrl : null));
  // A public path already in its language: next/navigation's redirect, not the locale-aware one.
  if (await getSessionUser()) redirect(callbackPath);
  const t = await getTranslations("Auth.login");
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-lg border border-neutral-200 bg-white p-8 shadow-sm">
        <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
        <LoginForm callbackPath={callbackPath} />
        <p className="mt-4 text-right text-sm">
          <Link href="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            {t("forgot")}
          </Link>
        </p>
        <p className="mt-6 text-center text-sm text-neutral-600">
          {t("noAccount")}{" "}
          <Link href="/signup" className="font-semibold text-brand-700 hover:underline">
            {t("signUp")}
          </Link>
        </p>
      </div>
    </div>
  );
}
