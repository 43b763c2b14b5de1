import "server-only";
import { prisma } from "@/lib/db";
import { invalidInput } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locale";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { sendMailAfterResponse } from "@/lib/mail/queue";
import { consumeRateLimit, type RateLimit } from "@/lib/rate-limit";
import { absoluteUrl } from "@/lib/seo/site";
import { renderNewsletterConfirmMail } from "./newsletter-mail";
import { newsletterLinkMessages } from "./newsletter-schema";
import { confirmToken, confirmTokenIssuedAt, unsubscribeToken, unsubscribeTokenMatches } from "./newsletter-tokens";

// The newsletter list with double opt-in (docs/adr/0031-newsletter-double-opt-in.md):
// a sign-up only asks the address's owner, by e-mail, to confirm; the list is
// the rows confirmed and not unsubscribed since. Whoever signs an address up
// gets the same answer whatever its state, so the list cannot be probed, and
// at most NEWSLETTER_MAIL_LIMIT confirmation mails go to one address a day.

/** Per client address: 5 sign-ups in 10 minutes. */
export const NEWSLETTER_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 10 * 60 * 1000 };

/** Per e-mail address: 3 confirmation mails in 24 hours, however many connections ask. */
export const NEWSLETTER_MAIL_LIMIT: RateLimit = { limit: 3, windowMs: 24 * 60 * 60 * 1000 };

export const NEWSLETTER_THROTTLED_MESSAGE =
  "Too many sign-ups from your connection. Please try again in a few minutes.";

/** A row's state: mailed and not yet confirmed, on the list, or taken off it by its owner. */
export type NewsletterState = "waiting" | "subscribed" | "unsubscribed";

export function newsletterState(row: { confirmedAt: Date | null; unsubscribedAt: Date | null }): NewsletterState {
  if (row.unsubscribedAt) return "unsubscribed";
  return row.confirmedAt ? "subscribed" : "waiting";
}

/**
 * A sign-up nobody confirmed is forgotten after this (the expire-orders job
 * deletes it): its address's owner never agreed to anything. A confirm link
 * mailed meanwhile still works, as links work without a row (below).
 */
export const UNCONFIRMED_SIGN_UP_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Only these rows are sent the newsletter. */
export const SUBSCRIBED_WHERE = { confirmedAt: { not: null }, unsubscribedAt: null } as const;

const linkQuery = (email: string, token: string) => new URLSearchParams({ email, token }).toString();

/** The page that confirms `email`'s sign-up, in `locale`, as mailed at `now`. */
export function newsletterConfirmUrl(email: string, locale: Locale, now = new Date()): string {
  return absoluteUrl(localizedPath(locale, `/newsletter/confirm?${linkQuery(email, confirmToken(email, now))}`));
}

/** The page that unsubscribes `email`: for the body of every newsletter. */
export function newsletterUnsubscribeUrl(email: string, locale: Locale = "en"): string {
  return absoluteUrl(localizedPath(locale, `/newsletter/unsubscribe?${linkQuery(email, unsubscribeToken(email))}`));
}

/** RFC 8058's one-click address, for a newsletter's List-Unsubscribe header (with List-Unsubscribe-Post). */
export function newsletterOneClickUrl(email: string): string {
  return absoluteUrl(`/api/subs/unsubscribe?${linkQuery(email, unsubscribeToken(email))}`);
}

/**
 * A sign-up for `email` from a request in `locale`. Records the address as
 * waiting when it is new and mails its owner a link to confirm, unless the
 * address is already subscribed or has been mailed NEWSLETTER_MAIL_LIMIT
 * times today. An address that unsubscribed stays so until its owner
 * confirms again. The caller answers the same whatever happened here; the
 * mail goes out after the answer, so neither its words nor its timing tell.
 */
export async function requestNewsletterSubscription(email: string, locale: Locale, now = new Date()): Promise<void> {
  await prisma.newsletterSubscription.createMany({ data: [{ email }], skipDuplicates: true });
  const [row, mailGate] = await Promise.all([
    // Gone again only if forgetUnconfirmedSignUps ran in between: then it is a sign-up to confirm like
    // any other, and its link recreates the row.
    prisma.newsletterSubscription.findUnique({
      where: { email },
      select: { confirmedAt: true, unsubscribedAt: true },
    }),
    // Counted for every sign-up, so each takes the same steps.
    consumeRateLimit(`newsletter:mail:${email.toLowerCase()}`, NEWSLETTER_MAIL_LIMIT, now),
  ]);
  if ((row && newsletterState(row) === "subscribed") || !mailGate.allowed) return;
  await sendMailAfterResponse(renderNewsletterConfirmMail(email, newsletterConfirmUrl(email, locale, now), locale), {
    what: "newsletter confirmation",
  });
}

export type NewsletterLinkCheck = "valid" | "invalid" | "already-done";

/**
 * What pressing a confirm link's button would do, read only (the page shows
 * its button only when it would work; mail scanners follow GET links).
 */
export async function checkConfirmLink(email: string, token: string, now = new Date()): Promise<NewsletterLinkCheck> {
  const issuedAt = confirmTokenIssuedAt(email, token, now);
  if (!issuedAt) return "invalid";
  const row = await prisma.newsletterSubscription.findUnique({
    where: { email },
    select: { confirmedAt: true, unsubscribedAt: true },
  });
  // No row: a sign-up left unconfirmed was forgotten; the mailed link still brings it back.
  if (!row) return "valid";
  if (row.unsubscribedAt && row.unsubscribedAt > issuedAt) return "invalid";
  return newsletterState(row) === "subscribed" ? "already-done" : "valid";
}

/**
 * Confirms `email`'s subscription with the token of its confirmation link.
 * A link mailed before the address was unsubscribed no longer confirms it
 * (subscribing again mails a new one). Confirming twice changes nothing.
 */
export async function confirmNewsletterSubscription(email: string, token: string, now = new Date()): Promise<void> {
  const issuedAt = confirmTokenIssuedAt(email, token, now);
  if (!issuedAt) throw invalidInput(newsletterLinkMessages.confirmLinkInvalid);
  const confirmed = await prisma.newsletterSubscription.updateMany({
    where: {
      email,
      OR: [{ confirmedAt: null, unsubscribedAt: null }, { unsubscribedAt: { lte: issuedAt } }],
    },
    data: { confirmedAt: now, unsubscribedAt: null },
  });
  if (confirmed.count > 0) return;
  // The unconfirmed sign-up was forgotten meanwhile (forgetUnconfirmedSignUps): the genuine link stands for it.
  const revived = await prisma.newsletterSubscription.createMany({
    data: [{ email, confirmedAt: now }],
    skipDuplicates: true,
  });
  if (revived.count > 0) return;
  const already = await prisma.newsletterSubscription.count({ where: { email, ...SUBSCRIBED_WHERE } });
  if (already === 0) throw invalidInput(newsletterLinkMessages.confirmLinkInvalid);
}

/** Deletes sign-ups left unconfirmed for UNCONFIRMED_SIGN_UP_LIFETIME_MS; how many. Safe on several instances at once. */
export async function forgetUnconfirmedSignUps(now = new Date()): Promise<number> {
  const { count } = await prisma.newsletterSubscription.deleteMany({
    where: {
      confirmedAt: null,
      unsubscribedAt: null,
      createdAt: { lt: new Date(now.getTime() - UNCONFIRMED_SIGN_UP_LIFETIME_MS) },
    },
  });
  return count;
}

/** Whether an unsubscribe link is genuine (read only, for its page). */
export function checkUnsubscribeLink(email: string, token: string): NewsletterLinkCheck {
  return unsubscribeTokenMatches(email, token) ? "valid" : "invalid";
}

/**
 * Takes `email` off the list with the token of its unsubscribe link, at once
 * and whatever its state (a waiting row can then no longer be confirmed with
 * a link mailed before). Unsubscribing twice keeps the first time.
 */
export async function unsubscribeFromNewsletter(email: string, token: string, now = new Date()): Promise<void> {
  if (!unsubscribeTokenMatches(email, token)) throw invalidInput(newsletterLinkMessages.unsubscribeLinkInvalid);
  await prisma.newsletterSubscription.updateMany({
    where: { email, unsubscribedAt: null },
    data: { unsubscribedAt: now },
  });
}
