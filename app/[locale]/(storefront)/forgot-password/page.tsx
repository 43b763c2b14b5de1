import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ForgotPasswordForm } from "@/components/account/password-reset-forms";
import { Link } from "@/lib/i18n/navigation";

// "Forgot your password?" (docs/accounts-and-sessions.md): asks for the e-mail
// address; the answer is the same whether or not it has an account.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("PasswordReset.forgot");
  return { title: t("title"), robots: { index: false } };
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations("PasswordReset.forgot");
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-lg border border-neutral-200 bg-white p-8 shadow-sm">
        <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
        <p className="mb-6 text-sm text-neutral-700">{t("intro")}</p>
        <ForgotPasswordForm />
        <p className="mt-6 text-center text-sm text-neutral-600">
          <Link href="/login" className="font-semibold text-brand-700 hover:underline">
            {t("backToLogin")}
          </Link>
        </p>
      </div>
    </div>
  );
}
