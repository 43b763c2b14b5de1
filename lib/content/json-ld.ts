/** JSON for a <script type="application/ld+json"> element: "<" is escaped so the text can never close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
