import { PageMessages } from "@/components/i18n/page-messages";

/** This page's client texts (lib/i18n/client-messages.ts). */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <PageMessages page="passwordReset">{children}</PageMessages>;
}
