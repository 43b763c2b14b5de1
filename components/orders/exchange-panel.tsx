"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useRouter } from "@/lib/i18n/navigation-hooks";
import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import { reloadResource } from "@/components/api/resource-cache";
import { requestJson, messageOf } from "@/components/api/client";
import type { ExchangeStatusLabel } from "@/lib/exchanges/policy";
import type { ApiOrder } from "@/lib/orders/orders";
import { FULFILLMENT_LABELS } from "@/lib/orders/fulfillment";
import { stateNameWith } from "@/lib/i18n/state-names";
import { useReasonText } from "./exchange-reasons";
import { useOrderTexts } from "./format";
import { buttonClass } from "@/components/ui/button";
import { FormError } from "@/components/ui/field";
import { RESOURCE_KEYS } from "@/components/api/resource-keys";

// An order's exchange, on My Orders and the order page: the request's status
// (Requested, Approved with the replacement shipment's progress, Rejected with
// the shop's message, Replacement cancelled: the replacement will not come and
// the shop decides again, docs/adr/0034, Closed: rejected after that, and Withdrawn by the shopper, who may
// withdraw while it is Requested or Replacement cancelled), and while the 24-hour window is open (no request, or a withdrawn one) a "Request
// exchange" form: per line how many and why, a note and up to 3 photos, sent
// as multipart to POST /api/orders/{id}/exchange. The form is loaded when opened (exchange-form.tsx): the
// page's first-load JavaScript carries only the status and the button.

const ExchangeForm = lazy(() => import("./exchange-form").then((module) => ({ default: module.ExchangeForm })));

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

const STATUS_KEYS = {
  Requested: "requested",
  Approved: "approved",
  Rejected: "rejected",
  "Replacement cancelled": "replacementCancelled",
  Withdrawn: "withdrawn",
} as const satisfies Record<ExchangeStatusLabel, string>;

const statusKey = (status: string) => (status in STATUS_KEYS ? STATUS_KEYS[status as ExchangeStatusLabel] : undefined);

export function ExchangePanel({ order }: { order: ApiOrder }) {
  const t = useTranslations("Exchange");
  const states = useTranslations("States");
  const texts = useOrderTexts();
  const [open, setOpen] = useState(false);
  const formId = useId();

  if (order.exchangeFor) {
    return (
      <p className="mt-3 text-sm text-neutral-700" data-testid="replacement-for">
        {/* A cancelled replacement owes nothing: its delivery charge is collected only on delivery. */}
        {t(order.fulfillmentStatus === FULFILLMENT_LABELS.CANCELLED ? "replacementForCancelled" : "replacementFor", {
          number: order.exchangeFor.number,
        })}
      </p>
    );
  }
  // A withdrawn request shows as such, with the form below it while the window is still open (docs/adr/0010).
  const status = order.exchange ? <ExchangeStatus exchange={order.exchange} order={order} /> : null;
  if (!order.exchangeOpenUntil) return status;
  return (
    <>
      {status}
      <section
        className="mt-4 border-t border-neutral-200 pt-3"
        aria-label={t("sectionLabel", { number: order.number })}
      >
        <p className="text-sm text-neutral-700">
          {t.rich("openUntil", {
            date: texts.dateTime(order.exchangeOpenUntil),
            time: (chunks) => <time dateTime={order.exchangeOpenUntil ?? undefined}>{chunks}</time>,
          })}
        </p>
        {order.exchangeCodUnavailableIn ? (
          // Said before the request is sent: a replacement cannot come the usual way there (docs/adr/0010).
          <p
            className="mt-2 rounded-md border border-yellow-200 bg-yellow-50 p-2 text-sm"
            data-testid="exchange-no-cod"
          >
            {t("codUnavailable", { state: stateNameWith(states, order.exchangeCodUnavailableIn) })}
          </p>
        ) : null}
        <button
          type="button"
          className={`${buttonClass.outline} mt-2`}
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((value) => !value)}
        >
          {t("request")}
        </button>
        {open ? (
          <Suspense fallback={null}>
            <ExchangeForm id={formId} order={order} onDone={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </section>
    </>
  );
}

function ExchangeStatus({ exchange, order }: { exchange: NonNullable<ApiOrder["exchange"]>; order: ApiOrder }) {
  const t = useTranslations("Exchange");
  const texts = useOrderTexts();
  const reasonText = useReasonText();
  const replacement = exchange.replacement;
  // The replacement order's number, as a link to its tracking page (every text below that names it).
  const replacementLink = (chunks: ReactNode) =>
    replacement ? (
      <Link href={`/trackorder?id=${encodeURIComponent(replacement._id)}`} className={linkClass}>
        {chunks}
      </Link>
    ) : (
      chunks
    );
  const key = statusKey(exchange.status);
  // Rejected after its replacement was cancelled: it had been approved, so it is closed, not "rejected".
  const closed = key === "rejected" && replacement !== null;
  const tone =
    key === "withdrawn"
      ? "border-neutral-200 bg-neutral-50"
      : key === "rejected"
        ? "border-red-200 bg-red-50"
        : key === "approved"
          ? "border-green-200 bg-green-50"
          : "border-yellow-200 bg-yellow-50";
  return (
    <section className={`mt-4 rounded-md border p-3 text-sm ${tone}`} data-testid="exchange-status">
      <h3 className="font-semibold">
        {closed ? t("status.closed") : key ? t(`status.${key}`) : `Exchange ${exchange.status}`}
      </h3>
      <p className="text-neutral-700">
        {t.rich("requestedOn", {
          date: texts.dateTime(exchange.requestedAt),
          items: exchange.items
            .map((item) => t("itemLine", { name: item.name, quantity: item.quantity, reason: reasonText(item.reason) }))
            .join(", "),
          time: (chunks) => <time dateTime={exchange.requestedAt}>{chunks}</time>,
        })}
      </p>
      {key === "requested" ? (
        <>
          <p>{t("willReply")}</p>
          <WithdrawButton orderId={order._id} />
        </>
      ) : null}
      {key === "withdrawn" && exchange.withdrawnAt ? (
        <p data-testid="exchange-withdrawn">
          {t.rich("withdrawnOn", {
            date: texts.dateTime(exchange.withdrawnAt),
            time: (chunks) => <time dateTime={exchange.withdrawnAt ?? undefined}>{chunks}</time>,
          })}
        </p>
      ) : null}
      {replacement && (key === "replacementCancelled" || closed) ? (
        <p data-testid={closed ? "exchange-closed" : "replacement-cancelled"}>
          {t.rich(closed ? "closed" : "replacementCancelled", {
            number: replacement.number,
            link: replacementLink,
          })}
        </p>
      ) : null}
      {/* Until the shop decides again the shopper may close it (docs/adr/0034); approved once, it stays closed. */}
      {key === "replacementCancelled" ? (
        <>
          <p className="mt-2">{t("withdrawClosesHint")}</p>
          <WithdrawButton orderId={order._id} confirm={t("withdrawClosesConfirm")} />
        </>
      ) : null}
      {/* The message came with the approval of a replacement that will no longer come: not shown then. */}
      {exchange.adminMessage && key !== "replacementCancelled" && key !== "withdrawn" ? (
        <p>
          <span className="font-medium">{t("shopMessage")}</span> {exchange.adminMessage}
        </p>
      ) : null}
      {replacement && key !== "replacementCancelled" && !closed ? (
        <p>
          {t.rich("replacement", {
            number: replacement.number,
            status: texts.fulfillment(replacement.fulfillmentStatus),
            badge: (chunks) => (
              <span className="font-semibold" data-testid="replacement-status">
                {chunks}
              </span>
            ),
            link: replacementLink,
          })}
        </p>
      ) : null}
    </section>
  );
}

/** Withdraws a request the shop has not decided (yet, or again) (POST /api/orders/{id}/exchange/withdraw). */
function WithdrawButton({ orderId, confirm }: { orderId: string; confirm?: string }) {
  const t = useTranslations("Exchange");
  const router = useRouter();
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);

  async function withdraw() {
    if (!window.confirm(confirm ?? t("withdrawConfirm"))) return;
    setError("");
    setSending(true);
    try {
      await requestJson(`/api/orders/${encodeURIComponent(orderId)}/exchange/withdraw`, { method: "POST" });
      await reloadResource(RESOURCE_KEYS.orders);
      router.refresh();
    } catch (caught) {
      setError(messageOf(caught, t("withdrawFailed")));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="mt-2">
      <button type="button" className={buttonClass.outline} disabled={sending} onClick={withdraw}>
        {sending ? t("withdrawing") : t("withdraw")}
      </button>
      <FormError>{error}</FormError>
    </div>
  );
}
