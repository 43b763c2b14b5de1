import { buttonClass } from "@/components/ui/button";
import { requirePageAdmin } from "@/lib/auth/session";
import {
  inboxQuerySchema,
  listContactMessages,
  listNewsletterSubscribers,
  type InboxSubscriber,
} from "@/lib/content/inbox";
import { AdminPager } from "@/components/admin/admin-pager";
import { AdminTable } from "@/components/admin/admin-table";
import { MessageReadToggle } from "@/components/admin/message-read-toggle";
import { formatDateTimeIST } from "@/lib/time";

export const metadata = { title: "Inbox" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const pageParam = (value: string | string[] | undefined) => {
  const parsed = inboxQuerySchema.safeParse({ page: typeof value === "string" ? value : undefined });
  return parsed.success ? parsed.data.page : 1;
};

/** Only "Subscribed" rows are sent the newsletter (docs/adr/0031-newsletter-double-opt-in.md). */
function subscriberStatus(subscriber: InboxSubscriber): string {
  const at = (iso: string | null) => (iso ? ` ${formatDateTimeIST(iso)}` : "");
  switch (subscriber.state) {
    case "waiting":
      return "Waiting for confirmation";
    case "subscribed":
      return `Subscribed (confirmed${at(subscriber.confirmedAt)})`;
    case "unsubscribed":
      return `Unsubscribed${at(subscriber.unsubscribedAt)}`;
  }
}

/** A list's length as counted (up to a cap, lib/content/inbox.ts): "10,000+" past it. */
const atLeast = ({ total, totalIsAtLeast }: { total: number; totalIsAtLeast: boolean }) =>
  `${total.toLocaleString("en-IN")}${totalIsAtLeast ? "+" : ""}`;

/** One list of the inbox: its heading beside its CSV download, the list, then its pages. */
function InboxList({
  id,
  heading,
  csv,
  pager,
  children,
}: {
  id: string;
  heading: React.ReactNode;
  /** A plain link: the browser downloads the attachment with the session cookie. */
  csv: { href: string; label: string };
  pager: React.ComponentProps<typeof AdminPager>;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold">
          {heading}
        </h2>
        <a href={csv.href} className={buttonClass.secondary}>
          {csv.label}
        </a>
      </div>
      {children}
      <AdminPager {...pager} />
    </section>
  );
}

export default async function AdminInboxPage({ searchParams }: Props) {
  const admin = await requirePageAdmin("/admin/inbox");
  const raw = await searchParams;
  const messagePage = pageParam(raw.page);
  const subscriberPage = pageParam(raw.spage);
  const [messages, subscribers] = await Promise.all([
    listContactMessages(admin, messagePage),
    listNewsletterSubscribers(admin, subscriberPage),
  ]);

  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-bold">Inbox</h1>

      <InboxList
        id="messages-heading"
        heading={`Contact messages (${atLeast(messages)}, ${messages.unread} unread)`}
        csv={{ href: "/api/admin/inbox/messages.csv", label: "Download messages CSV" }}
        pager={{
          label: "Message pages",
          page: messagePage,
          pageCount: messages.pageCount,
          pageCountIsAtLeast: messages.totalIsAtLeast,
          hrefFor: (n) => `/admin/inbox?page=${n}${subscriberPage > 1 ? `&spage=${subscriberPage}` : ""}`,
        }}
      >
        {messages.items.length === 0 ? (
          <p className="mt-4">No messages yet.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {messages.items.map((message) => (
              <li
                key={message.id}
                className={`rounded-lg border bg-white p-4 ${message.readAt ? "border-neutral-200" : "border-brand-600"}`}
              >
                <article aria-label={`${message.subject} from ${message.name}`}>
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="font-semibold">
                      {message.readAt ? null : (
                        <span className="bg-brand-50 text-brand-700 mr-2 rounded px-1.5 py-0.5 text-xs font-semibold">
                          Unread
                        </span>
                      )}
                      {message.subject}
                    </h3>
                    <time dateTime={message.createdAt} className="text-sm text-neutral-600">
                      {formatDateTimeIST(message.createdAt)}
                    </time>
                  </div>
                  <p className="text-sm text-neutral-700">
                    From {message.name} (
                    <a href={`mailto:${message.email}`} className="text-brand-700 underline">
                      {message.email}
                    </a>
                    )
                  </p>
                  <p className="mt-2 whitespace-pre-line break-words">{message.message}</p>
                  <div className="mt-3 flex flex-wrap items-center gap-3">
                    <MessageReadToggle messageId={message.id} read={message.readAt !== null} />
                    {message.readAt ? (
                      <span className="text-sm text-neutral-600">Read {formatDateTimeIST(message.readAt)}</span>
                    ) : null}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </InboxList>

      <InboxList
        id="subscribers-heading"
        heading={`Newsletter sign-ups (${atLeast(subscribers)}, ${subscribers.subscribedTotal} subscribed)`}
        csv={{ href: "/api/admin/inbox/subscribers.csv", label: "Download subscribers CSV" }}
        pager={{
          label: "Subscriber pages",
          page: subscriberPage,
          pageCount: subscribers.pageCount,
          pageCountIsAtLeast: subscribers.totalIsAtLeast,
          hrefFor: (n) => `/admin/inbox?spage=${n}${messagePage > 1 ? `&page=${messagePage}` : ""}`,
        }}
      >
        {subscribers.items.length === 0 ? (
          <p className="mt-4">No subscribers yet.</p>
        ) : (
          <AdminTable className="mt-4" columns={[{ label: "Email" }, { label: "Signed up" }, { label: "Status" }]}>
            {subscribers.items.map((subscriber) => (
              <tr key={subscriber.id} className="border-b border-neutral-100 last:border-0">
                <td className="px-3 py-2">{subscriber.email}</td>
                <td className="px-3 py-2">{formatDateTimeIST(subscriber.createdAt)}</td>
                <td className="px-3 py-2">{subscriberStatus(subscriber)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </InboxList>
    </div>
  );
}
