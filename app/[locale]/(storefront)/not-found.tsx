import type { Metadata } from "next";
import { NotFoundView } from "@/components/content/not-found-view";

export const metadata: Metadata = { title: "Page not found" };

/** notFound() in a shop page: the 404 inside the shop's header and footer. */
export default function StorefrontNotFound() {
  return <NotFoundView />;
}
