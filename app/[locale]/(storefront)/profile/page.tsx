import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DeleteAccount } from "@/components/account/delete-account";
import { ProfileView } from "@/components/account/profile-view";
import { ChangePasswordForm, LogoutEverywhere } from "@/components/account/security-settings";
import { requirePageUser } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Account.profile");
  return { title: t("title"), robots: { index: false } };
}

export default async function ProfilePage() {
  const user = await requirePageUser("/profile");
  const t = await getTranslations("Account.profile");
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <ProfileView />
      <ChangePasswordForm />
      <LogoutEverywhere />
      <DeleteAccount admin={user.role === "ADMIN"} />
    </div>
  );
}
