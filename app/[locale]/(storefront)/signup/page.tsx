import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { SignupForm } from "@/components/account/signup-form";
import { getSessionUser } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/navigation";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Auth.signup");
  return { title: t("title"), robots: { index: false } };
}

export default async function SignupPage() {
  const locale = await getLocale();
  if (await getSessionUser()) redirect(localizedPath(locale, "/"));
  const t = await getTranslations("Auth.signup");
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-lg border border-neutral-200 bg-white p-8 shadow-sm">
        <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
        <SignupForm />
        <p className="mt-6 text-center text-sm text-neutral-600">
          {t("haveAccount")}{" "}
          <Link href="/login" className="font-semibold text-brand-700 hover:underline">
            {t("login")}
          </Link>
        </p>
      </div>
    </div>
  );
}
