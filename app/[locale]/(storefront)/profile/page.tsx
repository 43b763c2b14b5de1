import type { Metadata } from "next";
import { ProfileView } from "@/components/account/profile-view";
import { ChangePasswordForm, LogoutEverywhere } from "@/components/account/security-settings";
import { requirePageUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "My Profile", robots: { index: false } };

export default async function ProfilePage() {
  await requirePageUser("/profile");
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <h1 className="text-2xl font-bold">My Profile</h1>
      <ProfileView />
      <ChangePasswordForm />
      <LogoutEverywhere />
    </div>
  );
}
