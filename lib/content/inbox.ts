import "server-only";
import { z } from "zod";
import { adminPageParam, pageInfo, pageWindow, type PageInfo } from "@/lib/admin/paging";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import type { CsvExport, CsvValue } from "@/lib/csv";
import { prisma } from "@/lib/db";
import { CONTACT_SUBJECTS } from "./contact-fields";

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
} as const;

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
  subscribed: boolean;
  createdAt: string;
  unsubscribedAt: string | null;
};

export type InboxPage<T> = { items: T[] } & PageInfo;

const pageOf = <T>(items: T[], total: number, page: number): InboxPage<T> => ({
  items,
  ...pageInfo(page, INBOX_PAGE_SIZE, total),
});

export async function listContactMessages(viewer: Viewer, page: number): Promise<InboxPage<InboxMessage>> {
  assertAdmin(viewer);
  const [rows, total] = await Promise.all([
    prisma.contactMessage.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(page, INBOX_PAGE_SIZE),
      select: messageSelect,
    }),
    prisma.contactMessage.count(),
  ]);
  return pageOf(
    rows.map((row) => ({
      ...row,
      subject: subjectLabel.get(row.subject) ?? row.subject,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
  );
}

export async function listNewsletterSubscribers(viewer: Viewer, page: number): Promise<InboxPage<InboxSubscriber>> {
  assertAdmin(viewer);
  const [rows, total] = await Promise.all([
    prisma.newsletterSubscription.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(page, INBOX_PAGE_SIZE),
      select: { id: true, email: true, createdAt: true, unsubscribedAt: true },
    }),
    prisma.newsletterSubscription.count(),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      email: row.email,
      subscribed: row.unsubscribedAt === null,
      createdAt: row.createdAt.toISOString(),
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    })),
    total,
    page,
  );
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

async function* subscriberRows(): AsyncGenerator<CsvValue[][]> {
  for await (const rows of inBatches((cursor) =>
    prisma.newsletterSubscription.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: EXPORT_BATCH,
      ...(cursor && { cursor: { id: cursor }, skip: 1 }),
      select: { id: true, email: true, createdAt: true, unsubscribedAt: true },
    }),
  )) {
    yield rows.map((row) => [
      row.email,
      row.createdAt,
      row.unsubscribedAt ? "unsubscribed" : "subscribed",
      row.unsubscribedAt,
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

/** Every newsletter subscriber as a CSV export (newest first). */
export function subscribersCsv(viewer: Viewer): CsvExport {
  assertAdmin(viewer);
  return {
    filename: `newsletter-subscribers-${today()}.csv`,
    header: ["Email", "Subscribed at (UTC)", "Status", "Unsubscribed at (UTC)"],
    batches: subscriberRows(),
  };
}
