import type { Metadata } from "next";
import { NotFoundView } from "@/components/content/not-found-view";

export const metadata: Metadata = { title: "Page not found" };

/** A shopper or an unknown id in the admin console: the shop's 404, in English. */
export default function AdminNotFound() {
  return <NotFoundView />;
}
