import type { Metadata } from "next";
import { NotFoundView } from "@/components/content/not-found-view";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

export const metadata: Metadata = { title: "Page not found" };

/** Any URL no route matches: the shop's 404 with its header and footer, so a shopper can carry on. */
export default function NotFound() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main className="flex-1">
        <NotFoundView />
      </main>
      <SiteFooter />
    </div>
  );
}
