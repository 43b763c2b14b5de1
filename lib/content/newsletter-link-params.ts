import type { Locale } from "@/lib/i18n/locale";
import { newsletterLinkSchema } from "./newsletter-schema";

// What the newsletter link pages read from their address (?email=&token=, ?done=1), and where
// their forms post: the API in the page's language, so its redirect comes back to this page.

export type LinkPageParams = Record<string, string | string[] | undefined>;

/** The link's address and token, or null when they are missing or not an address. */
export function linkFromParams(params: LinkPageParams): { email: string; token: string } | null {
  const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);
  const parsed = newsletterLinkSchema.safeParse({ email: single(params.email), token: single(params.token) });
  return parsed.success && parsed.data.token ? parsed.data : null;
}

export const linkDone = (params: LinkPageParams) => params.done === "1";

export const linkFormAction = (api: "confirm" | "unsubscribe", locale: Locale) =>
  `/api/subs/${api}${locale === "hi" ? "?lang=hi" : ""}`;
