import type { Metadata } from "next";
import { AddressBook } from "@/components/account/address-book";
import { requirePageUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Saved Address", robots: { index: false } };

export default async function AddressPage() {
  await requirePageUser("/address");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <AddressBook />
    </div>
  );
}
