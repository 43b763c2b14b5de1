import { Fragment, type ReactNode } from "react";
import { contactLink, digestCode, type PanelLink } from "./error-panel";

/**
 * The Errors.reference text with its two tags filled in, for app/global-error.tsx,
 * which has no next-intl: "<contact>…</contact>" becomes the contact link,
 * "<code>{digest}</code>" the digest. (ErrorView has next-intl's t.rich.)
 */
export function referenceWithTags(template: string, digest: string, Link: PanelLink): ReactNode {
  return template.split(/(<contact>.*?<\/contact>|<code>\{digest\}<\/code>)/).map((part, i) => {
    const contact = /^<contact>(.*)<\/contact>$/.exec(part);
    if (contact) return <Fragment key={i}>{contactLink(Link, contact[1]!)}</Fragment>;
    if (part === "<code>{digest}</code>") return <Fragment key={i}>{digestCode(digest)}</Fragment>;
    return part;
  });
}
