import type { ReactNode } from "react";
import { mailtoHref } from "@/lib/content/links";
import { Link } from "@/lib/i18n/navigation";

// The tags of the content pages' rich messages (t.rich): <b>…</b>, a link to
// a shop page that keeps the page's language, and an e-mail link.

export function b(chunks: ReactNode) {
  return <strong>{chunks}</strong>;
}

export function linkTo(href: string) {
  return function PageLink(chunks: ReactNode) {
    return <Link href={href}>{chunks}</Link>;
  };
}

export function mailTo(email: string) {
  return function MailLink(chunks: ReactNode) {
    return <a href={mailtoHref(email)}>{chunks}</a>;
  };
}
