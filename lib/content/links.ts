// Small helpers for contact links, shared by the footer, the contact page and shop cards.

/** "+91 22 4000 1234" → "tel:+912240001234" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
