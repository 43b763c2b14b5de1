import Link from "next/link";
import { adminListCount, AdminFilterNav } from "@/components/admin/admin-filter-nav";
import { AdminPager } from "@/components/admin/admin-pager";
import { ExchangeDecisionForm } from "@/components/admin/exchange-decision-form";
import { formatDateTimeIST } from "@/lib/time";
import { requirePageAdmin } from "@/lib/auth/session";
import { EXCHANGE_FILTERS, exchangeFilterSchema, listExchangesForAdmin } from "@/lib/exchanges/admin";
import { awaitsDecision, EXCHANGE_POLICY, EXCHANGE_STATUS_LABELS } from "@/lib/exchanges/policy";

export const metadata = { title: "Exchanges" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const FILTER_LABELS: Record<(typeof EXCHANGE_FILTERS)[number], string> = {
  requested: "Requested",
  "replacement-cancelled": "Replacement cancelled",
  approved: "Approved",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
  all: "All",
};

/**
 * The exchanges queue: waiting requests oldest first, each with its lines, note, photos and a decision form;
 * exchanges whose replacement was cancelled wait under their own filter for a new decision (docs/adr/0034).
 */
export default async function AdminExchangesPage({ searchParams }: Props) {
  const admin = await requirePageAdmin("/admin/exchanges");
  const raw = await searchParams;
  const parsed = exchangeFilterSchema.safeParse({ status: raw.status, page: raw.page });
  // A hand-edited URL with a bad value shows the first page of the queue rather than an error page.
  const query = parsed.success ? parsed.data : ({ status: "requested", page: 1 } as const);
  const { status } = query;
  const { exchanges, total, totalIsAtLeast, page, pageCount, replacementCancelled } = await listExchangesForAdmin(
    admin,
    query,
  );
  return (
    <div>
      <h1 className="text-2xl font-bold">Exchanges</h1>
      <p className="mt-1 text-sm text-neutral-700">Policy: {EXCHANGE_POLICY}</p>
      <AdminFilterNav
        label="Filter by status"
        links={EXCHANGE_FILTERS.map((filter) => ({
          key: filter,
          href: `/admin/exchanges?status=${filter}`,
          current: filter === status,
          label:
            filter === "replacement-cancelled" && replacementCancelled > 0
              ? `${FILTER_LABELS[filter]} (${replacementCancelled})`
              : FILTER_LABELS[filter],
        }))}
      />
      {status !== "replacement-cancelled" && replacementCancelled > 0 ? (
        <p className="mt-3 text-sm" data-testid="replacement-cancelled-notice">
          {replacementCancelled === 1
            ? "1 exchange waits for a new decision: its replacement was cancelled. "
            : `${replacementCancelled.toLocaleString("en-IN")} exchanges wait for a new decision: their replacements were cancelled. `}
          <Link href="/admin/exchanges?status=replacement-cancelled" className="underline">
            See {replacementCancelled === 1 ? "it" : "them"}
          </Link>
        </p>
      ) : null}
      {total > 0 ? (
        <p className="mt-4 text-sm text-neutral-700">
          {/* Counted up to a cap (listExchangesForAdmin): "10,000+ exchange requests, page 1 of 200+". */}
          {adminListCount({ total, totalIsAtLeast, page, pageCount }, "exchange request", "exchange requests")}
        </p>
      ) : null}
      {exchanges.length === 0 ? (
        <p className="mt-6">
          {status === "all"
            ? "No exchange requests."
            : `No exchange requests with status ${FILTER_LABELS[status].toLowerCase()}.`}
        </p>
      ) : (
        <ul className="mt-6 space-y-6">
          {exchanges.map((exchange) => (
            <li
              key={exchange._id}
              className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4"
              data-testid="exchange-request"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold">
                  <Link href={`/admin/orders/${encodeURIComponent(exchange.orderId)}`} className="underline">
                    Order #{exchange.orderNumber}
                  </Link>
                </h2>
                <span className="rounded-full bg-neutral-100 px-3 py-1 text-xs font-semibold">{exchange.status}</span>
              </div>
              <p className="text-sm text-neutral-700">
                From {exchange.customer.name} ({exchange.customer.email}
                {exchange.customer.phone ? `, ${exchange.customer.phone}` : ""}) on{" "}
                {formatDateTimeIST(exchange.requestedAt)}
              </p>
              <ul className="list-disc pl-5 text-sm">
                {exchange.items.map((item) => (
                  <li key={item.orderItemId}>
                    {item.name}
                    {item.size || item.color ? ` (${[item.size, item.color].filter(Boolean).join(", ")})` : ""} ×{" "}
                    {item.quantity} — {item.reason}
                  </li>
                ))}
              </ul>
              {exchange.note ? (
                <p className="whitespace-pre-line text-sm">
                  <span className="font-medium">Note:</span> {exchange.note}
                </p>
              ) : null}
              {exchange.photos.length > 0 ? (
                <ul className="flex flex-wrap gap-3" aria-label="Photos">
                  {exchange.photos.map((photo, index) => (
                    <li key={photo._id}>
                      <a href={photo.url} target="_blank" rel="noopener">
                        {/* eslint-disable-next-line @next/next/no-img-element -- private photo behind a session check */}
                        <img
                          src={photo.url}
                          alt={`Photo ${index + 1} from the shopper`}
                          width={120}
                          height={120}
                          className="h-30 w-30 rounded-md border border-neutral-200 object-cover"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              {exchange.adminMessage ? (
                <p className="text-sm">
                  <span className="font-medium">Message to the shopper:</span> {exchange.adminMessage}
                </p>
              ) : null}
              {exchange.decidedAt ? (
                <p className="text-sm text-neutral-700">
                  {/* Replacement cancelled: the decision on record is the approval that sent it. */}
                  {exchange.status === EXCHANGE_STATUS_LABELS.REPLACEMENT_CANCELLED
                    ? EXCHANGE_STATUS_LABELS.APPROVED
                    : exchange.status}{" "}
                  {formatDateTimeIST(exchange.decidedAt)}
                  {exchange.decidedBy ? ` by ${exchange.decidedBy}` : ""}
                </p>
              ) : null}
              {exchange.withdrawnAt ? (
                <p className="text-sm text-neutral-700">
                  Withdrawn by the shopper {formatDateTimeIST(exchange.withdrawnAt)}
                </p>
              ) : null}
              {exchange.earlierReplacements.length > 0 ? (
                <p className="text-sm" data-testid="earlier-replacements">
                  Earlier replacements:{" "}
                  {exchange.earlierReplacements.map((earlier, index) => (
                    <span key={earlier._id}>
                      {index > 0 ? ", " : ""}
                      <Link href={`/admin/orders/${encodeURIComponent(earlier._id)}`} className="underline">
                        order #{earlier.number}
                      </Link>{" "}
                      ({earlier.fulfillmentStatus})
                    </span>
                  ))}
                </p>
              ) : null}
              {exchange.replacement ? (
                <p className="text-sm">
                  Replacement:{" "}
                  <Link
                    href={`/admin/orders/${encodeURIComponent(exchange.replacement._id)}`}
                    className="underline"
                    data-testid="replacement-link"
                  >
                    order #{exchange.replacement.number}
                  </Link>{" "}
                  ({exchange.replacement.fulfillmentStatus})
                </p>
              ) : null}
              {exchange.status === EXCHANGE_STATUS_LABELS.REPLACEMENT_CANCELLED && exchange.replacement ? (
                <p className="text-sm font-medium" data-testid="replacement-cancelled-hint">
                  Replacement order #{exchange.replacement.number} was cancelled (its order page shows by whom and why).
                  Approve again to send a new replacement, or reject with a message to close the exchange.
                </p>
              ) : null}
              {awaitsDecision(exchange.status) ? (
                <ExchangeDecisionForm
                  exchangeId={exchange._id}
                  orderNumber={exchange.orderNumber}
                  again={exchange.status === EXCHANGE_STATUS_LABELS.REPLACEMENT_CANCELLED}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <AdminPager
        page={page}
        pageCount={pageCount}
        pageCountIsAtLeast={totalIsAtLeast}
        hrefFor={(n) => `/admin/exchanges?status=${status}&page=${n}`}
      />
    </div>
  );
}
