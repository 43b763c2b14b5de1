import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AddressBook } from "@/components/account/address-book";
import { requirePageUser } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Addresses");
  return { title: t("title"), robots: { index: false } };
}

export default async function AddressPage() {
  await requirePageUser("/address");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <AddressBook />
    </div>
  );
}
