/** The shop's public origin, e.g. https://kosh.example.in (NEXTAUTH_URL; npm start sets it locally). */
export function siteUrl(): string {
  return (process.env.NEXTAUTH_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, "");
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString();
}
