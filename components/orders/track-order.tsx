"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "@/lib/i18n/navigation-hooks";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import type { Tracking } from "@/lib/orders/tracking";
import { useOrderTexts } from "./format";
import { ShipmentLine } from "./shipment-line";
import { ApiRequestError, requestJson } from "@/components/api/client";

// Spec §2 Track order, made real: any order of the shop, by its id. Its owner
// (logged in) needs nothing else; anyone else also gives the order's phone
// number, so an order id alone reveals nothing.

type Lookup =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "found"; tracking: Tracking }
  | { state: "error"; message: string };

type TrackTranslator = ReturnType<typeof useTranslations<"Track">>;

async function fetchTracking(orderId: string, phone: string, t: TrackTranslator): Promise<Lookup> {
  const params = new URLSearchParams({ orderId });
  if (phone) params.set("phone", phone);
  try {
    const tracking = await requestJson<Tracking | null>(`/api/track?${params}`);
    if (tracking && Array.isArray(tracking.steps)) return { state: "found", tracking };
    return { state: "error", message: t("unavailable") };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) return { state: "error", message: t("offline") };
    if (error.status === 404) return { state: "error", message: t("notFound") };
    return { state: "error", message: error.message || t("unavailable") };
  }
}

export function TrackOrder({ initialId, signedIn }: { initialId: string; signedIn: boolean }) {
  const t = useTranslations("Track");
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const [orderId, setOrderId] = useState(initialId);
  const [phone, setPhone] = useState("");
  const [lookup, setLookup] = useState<Lookup>({ state: "idle" });
  const autoTracked = useRef(false);

  async function track(wanted: string, phoneNumber: string) {
    setLookup({ state: "loading" });
    const result = await fetchTracking(wanted, phoneNumber, t);
    setLookup(result);
    // The tracked id lives in the URL, so the page can be reloaded or shared (never the phone).
    if (result.state === "found") router.replace(`${pathname}?id=${encodeURIComponent(wanted)}`, { scroll: false });
  }

  // An owner who comes from My Orders sees the steps at once.
  useEffect(() => {
    if (autoTracked.current || !signedIn || !initialId) return;
    autoTracked.current = true;
    void track(initialId, "");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the id the page opened with
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = orderId.trim();
    if (!wanted) {
      setLookup({ state: "error", message: t("enterId") });
      return;
    }
    if (!signedIn && !phone.trim()) {
      setLookup({ state: "error", message: t("enterPhone") });
      return;
    }
    void track(wanted, phone.trim());
  }

  return (
    <div className="space-y-8">
      <form method="post" onSubmit={onSubmit} noValidate className={cardClass}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("orderId")}
            id={`${id}-order`}
            className={signedIn ? "sm:col-span-2" : ""}
            hint={t("orderIdHint")}
            name="id"
            value={orderId}
            onChange={(event) => setOrderId(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            label={signedIn ? t("phoneOptional") : t("phone")}
            id={`${id}-phone`}
            className={signedIn ? "sm:col-span-2" : ""}
            hint={signedIn ? t("phoneHintSignedIn") : t("phoneHint")}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </div>
        <button
          type="submit"
          className={`${buttonClass.primary} mt-4`}
          disabled={lookup.state === "loading"}
          aria-busy={lookup.state === "loading"}
        >
          {t("submit")}
        </button>
      </form>

      <div aria-live="polite">
        {lookup.state === "loading" ? <p className="text-neutral-600">{t("loading")}</p> : null}
        {lookup.state === "error" ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
            {lookup.message}
          </p>
        ) : null}
        {lookup.state === "found" ? <TrackingSteps tracking={lookup.tracking} /> : null}
      </div>
    </div>
  );
}

/** The five steps as a vertical stepper: done steps with their time, the current one marked. */
export function TrackingSteps({ tracking }: { tracking: Tracking }) {
  const t = useTranslations("Track");
  const texts = useOrderTexts();
  return (
    <section aria-labelledby="tracking-heading" className="rounded-lg border border-neutral-200 bg-white p-6 shadow-sm">
      <h2 id="tracking-heading" className="text-lg font-bold">
        {t("order", { number: tracking.number })}
      </h2>
      {tracking.cancelled ? (
        <p className="mt-2 rounded-md bg-red-50 p-3 font-semibold text-red-800" data-testid="tracking-cancelled">
          {tracking.cancelledAt
            ? t.rich("cancelledOn", {
                date: texts.dateTime(tracking.cancelledAt),
                time: (chunks) => <time dateTime={tracking.cancelledAt ?? undefined}>{chunks}</time>,
              })
            : t("cancelled")}
        </p>
      ) : null}
      {tracking.cancelled || tracking.steps.at(-1)?.done ? null : (
        <p className="mt-2 text-neutral-700" data-testid="tracking-expected-delivery">
          {t("expected", { window: texts.deliveryWindow(tracking.expectedDelivery) })}
        </p>
      )}
      {tracking.cancelled ? null : <ShipmentLine shipment={tracking.shipment} className="mt-2 text-neutral-700" />}
      <ol className="mt-4" data-testid="tracking-steps">
        {tracking.steps.map((step, index) => {
          const current = !tracking.cancelled && index === tracking.currentStep;
          const last = index === tracking.steps.length - 1;
          return (
            <li
              key={step.status}
              aria-current={current ? "step" : undefined}
              className="relative flex gap-4 pb-6 last:pb-0"
              data-done={step.done}
            >
              {last ? null : (
                <span
                  aria-hidden="true"
                  className={`absolute top-8 left-[0.9375rem] h-[calc(100%-2rem)] w-0.5 ${step.done && tracking.steps[index + 1]?.done ? "bg-green-600" : "bg-neutral-300"}`}
                />
              )}
              <span
                aria-hidden="true"
                className={`relative grid size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-bold ${
                  step.done
                    ? "border-green-600 bg-green-600 text-white"
                    : current
                      ? "border-brand-600 bg-white text-brand-700"
                      : "border-neutral-300 bg-white text-neutral-500"
                }`}
              >
                {step.done ? "✓" : index + 1}
              </span>
              <div className="pt-1">
                <p className={`font-semibold ${step.done ? "" : "text-neutral-600"}`}>
                  {texts.fulfillment(step.label)}
                  <span className="sr-only"> {step.done ? t("done") : t("notYet")}</span>
                </p>
                {step.at ? (
                  <p className="text-sm text-neutral-600">
                    <time dateTime={step.at}>{texts.dateTime(step.at)}</time>
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
