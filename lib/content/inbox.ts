import "server-only";
import { z } from "zod";
import { ADMIN_COUNT_CAP, adminPageParam, openPageInfo, pageWindow, type OpenPageInfo } from "@/lib/admin/paging";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import type { CsvExport, CsvValue } from "@/lib/csv";
import { prisma, type Prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { CONTACT_SUBJECTS } from "./contact-fields";
import {
  newsletterOneClickUrl,
  newsletterState,
  newsletterUnsubscribeUrl,
  SUBSCRIBED_WHERE,
  type NewsletterState,
} from "./newsletter";

// The admin inbox: contact-form messages and newsletter subscribers, newest
// first, as pages for the console and as CSV downloads. Every export refuses
// anyone but an admin itself (docs/adr/0001).

export const INBOX_PAGE_SIZE = 50;
const EXPORT_BATCH = 1000;

export const inboxQuerySchema = z.object({
  page: adminPageParam,
  format: z.enum(["json", "csv"], { error: "format must be json or csv." }).optional().default("json"),
});

const subjectLabel = new Map<string, string>(CONTACT_SUBJECTS.map((s) => [s.value, s.label]));

const messageSelect = {
  id: true,
  name: true,
  email: true,
  subject: true,
  message: true,
  readAt: true,
  createdAt: true,
} satisfies Prisma.ContactMessageSelect;

export type InboxMessage = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  readAt: string | null;
  createdAt: string;
};

export type InboxSubscriber = {
  id: string;
  email: string;
  /** Waiting for its owner to confirm, subscribed (confirmed, not unsubscribed since) or unsubscribed. */
  state: NewsletterState;
  /** Whether the newsletter goes to it: state "subscribed". */
  subscribed: boolean;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
};

export type InboxPage<T> = { items: T[] } & OpenPageInfo;

const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/**
 * A page read one row long (`rows`, to know whether another follows) with its list counted up to
 * ADMIN_COUNT_CAP (`counted`): both tables grow without bound, and a full count read every row on
 * each page view (docs/adr/0041, 0044).
 */
function pageOf<Row, T>(rows: Row[], counted: number, page: number, toItem: (row: Row) => T): InboxPage<T> {
  const shown = rows.slice(0, INBOX_PAGE_SIZE);
  return {
    items: shown.map(toItem),
    ...openPageInfo(page, INBOX_PAGE_SIZE, counted, shown.length, rows.length > INBOX_PAGE_SIZE),
  };
}

/** One page's rows, and one more, newest first. */
const pageRows = (page: number) => {
  const { skip, take } = pageWindow(page, INBOX_PAGE_SIZE);
  return { orderBy: newestFirst, skip, take: take + 1 };
};

/** The list counted in its own order, so PostgreSQL walks the createdAt index and stops at the cap. */
const cappedCount = { orderBy: newestFirst, take: ADMIN_COUNT_CAP + 1 };

/** A page of contact messages, newest first; `unread` counts those not yet marked read. */
export async function listContactMessages(
  viewer: Viewer,
  page: number,
): Promise<InboxPage<InboxMessage> & { unread: number }> {
  assertAdmin(viewer);
  const [rows, counted, unread] = await Promise.all([
    prisma.contactMessage.findMany({ ...pageRows(page), select: messageSelect }),
    prisma.contactMessage.count(cappedCount),
    prisma.contactMessage.count({ where: { readAt: null } }),
  ]);
  return { ...pageOf(rows, counted, page, inboxMessage), unread };
}

function inboxMessage(row: Prisma.ContactMessageGetPayload<{ select: typeof messageSelect }>): InboxMessage {
  return {
    ...row,
    subject: subjectLabel.get(row.subject) ?? row.subject,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const messageReadSchema = z.object(
  { read: z.boolean({ error: "read must be true or false." }) },
  { error: "Send { read: true } or { read: false }." },
);

/**
 * Marks a contact message read (an admin has dealt with it) or unread again. Marking a read
 * message read keeps the time it was first marked. Unknown id: 404.
 */
export async function markContactMessageRead(viewer: Viewer, id: string, read: boolean): Promise<InboxMessage> {
  assertAdmin(viewer);
  await prisma.contactMessage.updateMany({
    where: { id, ...(read ? { readAt: null } : {}) },
    data: { readAt: read ? new Date() : null },
  });
  const row = await prisma.contactMessage.findUnique({ where: { id }, select: messageSelect });
  if (!row) throw notFound("No such message.");
  return inboxMessage(row);
}

const subscriberSelect = { id: true, email: true, createdAt: true, confirmedAt: true, unsubscribedAt: true } as const;

/** Every sign-up, newest first, with its state; `subscribedTotal` counts those the newsletter goes to. */
export async function listNewsletterSubscribers(
  viewer: Viewer,
  page: number,
): Promise<InboxPage<InboxSubscriber> & { subscribedTotal: number }> {
  assertAdmin(viewer);
  const [rows, counted, subscribedTotal] = await Promise.all([
    prisma.newsletterSubscription.findMany({ ...pageRows(page), select: subscriberSelect }),
    prisma.newsletterSubscription.count(cappedCount),
    prisma.newsletterSubscription.count({ where: SUBSCRIBED_WHERE }),
  ]);
  return {
    ...pageOf(rows, counted, page, (row) => {
      const state = newsletterState(row);
      return {
        id: row.id,
        email: row.email,
        state,
        subscribed: state === "subscribed",
        createdAt: row.createdAt.toISOString(),
        confirmedAt: row.confirmedAt?.toISOString() ?? null,
        unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
      };
    }),
    subscribedTotal,
  };
}

/** Reads a table newest first in batches (keyset on id after the first), so an export never loads it whole. */
async function* inBatches<T extends { id: string }>(
  read: (cursor: string | undefined) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let cursor: string | undefined;
  for (;;) {
    const rows = await read(cursor);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < EXPORT_BATCH) return;
    cursor = rows[rows.length - 1]!.id;
  }
}

async function* messageRows(): AsyncGenerator<CsvValue[][]> {
  for await (const rows of inBatches((cursor) =>
    prisma.contactMessage.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: EXPORT_BATCH,
      ...(cursor && { cursor: { id: cursor }, skip: 1 }),
      select: messageSelect,
    }),
  )) {
    yield rows.map((row) => [
      row.createdAt,
      row.name,
      row.email,
      subjectLabel.get(row.subject) ?? row.subject,
      row.message,
      row.readAt ? "yes" : "no",
    ]);
  }
}

/** The CSV's Status column: filter on "subscribed" for the newsletter's list. */
const SUBSCRIBER_STATUS: Record<NewsletterState, string> = {
  waiting: "waiting for confirmation",
  subscribed: "subscribed",
  unsubscribed: "unsubscribed",
};

async function* subscriberRows(): AsyncGenerator<CsvValue[][]> {
  for await (const rows of inBatches((cursor) =>
    prisma.newsletterSubscription.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: EXPORT_BATCH,
      ...(cursor && { cursor: { id: cursor }, skip: 1 }),
      select: subscriberSelect,
    }),
  )) {
    yield rows.map((row) => [
      row.email,
      row.createdAt,
      SUBSCRIBER_STATUS[newsletterState(row)],
      row.confirmedAt,
      row.unsubscribedAt,
      newsletterUnsubscribeUrl(row.email),
      newsletterOneClickUrl(row.email),
    ]);
  }
}

const today = () => new Date().toISOString().slice(0, 10);

/** Every contact message as a CSV export (newest first). */
export function contactMessagesCsv(viewer: Viewer): CsvExport {
  assertAdmin(viewer);
  return {
    filename: `contact-messages-${today()}.csv`,
    header: ["Received (UTC)", "Name", "Email", "Subject", "Message", "Read"],
    batches: messageRows(),
  };
}

/**
 * Every newsletter sign-up as a CSV export (newest first), with its state and
 * its unsubscribe links: the page's, for the body of every newsletter, and
 * RFC 8058's one-click address, for its List-Unsubscribe header (with
 * List-Unsubscribe-Post: List-Unsubscribe=One-Click). Send only to the rows whose
 * Status is "subscribed".
 */
export function subscribersCsv(viewer: Viewer): CsvExport {
  assertAdmin(viewer);
  return {
    filename: `newsletter-subscribers-${today()}.csv`,
    header: [
      "Email",
      "Signed up at (UTC)",
      "Status",
      "Confirmed at (UTC)",
      "Unsubscribed at (UTC)",
      "Unsubscribe link",
      "One-click unsubscribe URL (List-Unsubscribe)",
    ],
    batches: subscriberRows(),
  };
}
