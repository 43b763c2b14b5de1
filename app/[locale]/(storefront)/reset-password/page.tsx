import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ResetPasswordForm } from "@/components/account/password-reset-forms";
import { Link } from "@/lib/i18n/navigation";

// The page a reset e-mail links to: /reset-password?token=… . Opening it
// checks and changes nothing (mail scanners open links too); the form posts
// the token with the new password to /api/auth/password-reset/confirm. It
// reads the query, so it is rendered per request and sent private, no-store.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("PasswordReset.reset");
  return { title: t("title"), robots: { index: false } };
}

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const t = await getTranslations("PasswordReset.reset");
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-lg border border-neutral-200 bg-white p-8 shadow-sm">
        <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
        {typeof token === "string" && token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <p className="text-sm text-neutral-700">{t("missing")}</p>
        )}
        <p className="mt-6 text-center text-sm text-neutral-600">
          <Link href="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            {t("requestNew")}
          </Link>
        </p>
      </div>
    </div>
  );
}
