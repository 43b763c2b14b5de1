"use client";

import { useStateName } from "@/components/account/state-options";
import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation-hooks";
import { lazy, Suspense, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { reloadResource } from "@/components/api/resource-cache";

import { PIN_PATTERN } from "@/lib/pin-code";
import type { AddressData } from "@/lib/account/address-schema";
import type { GstInvoiceErrors, GstInvoiceInput } from "@/lib/gstin";
import { MISSING_SHIPPING_INFO_MESSAGE, type ShippingField, type ShippingInfoInput } from "@/lib/orders/shipping-info";
import { createAttemptKeys } from "./attempt-key";
import { CheckoutSubmitContext } from "./checkout-submit";
import { gstFieldId, gstInvoiceToSend, initialGstChoice, loadGstChecks } from "./gst-invoice";
import type * as GstChecks from "./gst-invoice-checks";
import { GstInvoiceFields } from "./gst-invoice-fields";
import type { PaymentCallbacks } from "./open-payment";
import { PaymentChoice, type PaymentMethod } from "./payment-choice";
import type { CheckoutLine, Failure, OnlineOrder } from "./payment-api";
import { COD_TEXT, ONLINE_TEXT } from "./payment-texts";
import { SavedAddresses } from "./saved-addresses";
import { checkShipping, loadShippingRules, shippingFromAddress, type FieldErrors } from "./shipping-fields";
import { ShippingInformation } from "./shipping-information";
import { useCheckoutDelivery } from "./use-checkout-delivery";
import { RESOURCE_KEYS } from "@/components/api/resource-keys";
import { useCheckoutTexts } from "./checkout-texts";
import { loadOnce } from "@/lib/load-once";

// The order calls and the payment pop-up load when the shopper starts on the
// form (payment-on-press.ts), like the shipping rules, not with the page.
const loadPaymentOnPress = loadOnce(() => import("./payment-on-press"));
const RazorpaySandboxDialog = lazy(() =>
  loadPaymentOnPress().then((module) => ({ default: module.RazorpaySandboxDialog })),
);

// Spec §2 Checkout: Shipping Information, the order summary, the choice of
// Cash on Delivery or Pay Online, and one button whose text follows the
// choice. Prices and totals come from the server (paise); what we send about
// them is only what the shopper saw — the server prices the order again.
// The form holds the state; its parts (saved addresses, shipping fields, GST
// invoice, payment choice, summary) are in this folder.

export type CheckoutFormProps = {
  /** What is bought, as the server priced it: sent with the order (the server prices it again). */
  lines: CheckoutLine[];
  total: number;
  /** The order summary with the submit button (checkout-summary.tsx, rendered on the server). */
  summary: ReactNode;
  quotationId: string | null;
  addresses: AddressData[];
  initialShipping: ShippingInfoInput;
  /** The business saved on the profile, filled in when the shopper asks for a GST invoice. */
  savedGstInvoice: GstInvoiceInput | null;
};

/** The order calls did not load (connection lost, or a new version deployed): nothing was sent, the form stays. */
const notSent: Failure = { ok: false, status: null, message: COD_TEXT.network, fieldErrors: {}, keepKey: true };

const sectionClass = "rounded-lg border border-neutral-200 bg-white p-5 sm:p-6";

const FIELD_ORDER: ShippingField[] = ["fullName", "phone", "address", "postalCode", "city", "state", "country"];

export function CheckoutForm(props: CheckoutFormProps) {
  const { lines, total, summary, quotationId, addresses } = props;
  const router = useRouter();
  const t = useTranslations("Checkout");
  const texts = useCheckoutTexts();
  const id = useId();
  const [info, setInfo] = useState<ShippingInfoInput>(props.initialShipping);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [gst, setGst] = useState(() => initialGstChoice(props.savedGstInvoice));
  const [gstErrors, setGstErrors] = useState<GstInvoiceErrors>({});
  const [chosenMethod, setMethod] = useState<PaymentMethod>("COD");
  const [sending, setSending] = useState(false);
  const [sandboxPayment, setSandboxPayment] = useState<{ order: OnlineOrder; callbacks: PaymentCallbacks } | null>(
    null,
  );
  const [done, setDone] = useState(false);
  const [keys] = useState(() => createAttemptKeys());
  /** True while a submit waits for the shipping rules (if not loaded yet): a second press meanwhile is ignored. */
  const checking = useRef(false);

  const tDelivery = useTranslations("Delivery");
  const stateName = useStateName();
  const delivery = useCheckoutDelivery(info, props.initialShipping.postalCode, total, {
    // The states in the page's language, as the State list names them.
    mismatch: (pin, pinState, chosenState) =>
      t("errors.pinStateMismatch", { pin, pinState: stateName(pinState), chosenState: stateName(chosenState) }),
    failed: tDelivery("failed"),
    unreachable: tDelivery("unreachable"),
  });
  const { estimateFor, serviceable, stateProblem } = delivery;
  const pin = info.postalCode.trim();
  const pinProblem = delivery.pinProblem && texts.delivery.unserviceable(delivery.pinProblem, pin);
  const codUnavailable =
    delivery.codUnavailable &&
    (serviceable ? texts.delivery.codUnavailable(delivery.codUnavailable, serviceable.state) : pinProblem);
  const method: PaymentMethod = codUnavailable ? "Online" : chosenMethod;

  /** Asks for a PIN code's delivery answer; `fill` (the shopper typed it) fills in city and state. */
  async function lookUp(wanted: string, fill: boolean) {
    const result = await estimateFor(wanted);
    if (!fill || !result.ok || !result.estimate.serviceable) return;
    const { city, state } = result.estimate;
    setInfo((current) => (current.postalCode.trim() === wanted ? { ...current, city, state } : current));
    setErrors((current) => ({ ...current, city: undefined, state: undefined }));
  }

  const fieldId = (field: ShippingField) => `${id}-${field}`;
  const order = {
    lines,
    total,
    quotationId,
    gstInvoice: gstInvoiceToSend(gst),
    deliveryBy: serviceable?.estimate.to,
  };
  // The attempt's content: the same content sent again keeps its Idempotency-Key.
  const signature = JSON.stringify({
    method,
    info,
    quotationId,
    gst: order.gstInvoice,
    lines: lines.map((l) => [l.productId, l.quantity]),
  });

  function change(field: ShippingField, value: string) {
    setInfo((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    // Typing a PIN code fills in its city and state (the shopper can still edit the city).
    if (field === "postalCode" && PIN_PATTERN.test(value.trim())) void lookUp(value.trim(), true);
  }

  function applyAddress(address: AddressData) {
    setInfo(shippingFromAddress(address));
    setErrors({});
    if (PIN_PATTERN.test(address.postalCode)) void lookUp(address.postalCode, false);
  }

  /** `localize`: the problems come from the shared checks or the server (false: already in the page's language). */
  function showProblems(fieldErrors: FieldErrors, localize = true) {
    setErrors(localize ? texts.fieldErrors(fieldErrors) : fieldErrors);
    const first = FIELD_ORDER.find((field) => fieldErrors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  /** Shows the problems beside the GST fields in the page's language, and returns them as shown. */
  function showGstProblems(problems: GstInvoiceErrors, checks: typeof GstChecks): GstInvoiceErrors {
    const shown = texts.gstErrors(checks, problems, gst, info.state, stateName);
    setGstErrors(shown);
    const first = problems.gstin ? "gstin" : problems.businessName ? "businessName" : null;
    if (first) document.getElementById(gstFieldId(id, first))?.focus();
    return shown;
  }

  function fail(failure: Failure) {
    if (!failure.keepKey) keys.reset();
    const gstProblems = failure.gstErrors;
    if (gstProblems?.gstin || gstProblems?.businessName) {
      // The server found a problem with the GST fields: they are shown, so their module is loaded.
      void loadGstChecks().then(
        (checks) => showGstProblems(gstProblems, checks),
        () => {},
      );
    }
    showProblems(failure.fieldErrors);
    toast.error(texts.outcome(failure.message), failure.detail ? { description: failure.detail } : undefined);
    // The cart, a price or the delivery date changed since the page was rendered: the summary, the button's total
    // and the delivery date are loaded again.
    if (failure.stale) {
      router.refresh();
      delivery.askAgain();
    }
    setSending(false);
  }

  async function placeCod() {
    const onPress = await loadPaymentOnPress().catch(() => null);
    if (!onPress) return fail(notSent);
    const result = await onPress.placeCodOrder(order, info, keys.keyFor(signature));
    if (!result.ok) return fail(result);
    setDone(true);
    toast.success(texts.outcome(COD_TEXT.placed));
    void reloadResource(RESOURCE_KEYS.cart);
    setTimeout(() => router.push("/orders"), 1500);
  }

  async function payOnline() {
    const onPress = await loadPaymentOnPress().catch(() => null);
    if (!onPress) return fail(notSent);
    const { createOnlineOrder, verifyPayment, openPayment } = onPress;
    const created = await createOnlineOrder(order, info, keys.keyFor(signature));
    if (!created.ok) return fail(created);
    const online = created.order;
    // A failure already told the shopper; closing the pop-up afterwards says nothing more.
    let settled = false;
    try {
      await openPayment(
        online,
        {
          async onSuccess(payment) {
            settled = true;
            const verified = await verifyPayment(payment);
            if (!verified.ok) {
              toast.error(texts.outcome(verified.message));
              setSending(false);
              return;
            }
            setDone(true);
            toast.success(texts.outcome(ONLINE_TEXT.paid));
            void reloadResource(RESOURCE_KEYS.cart);
            router.push(`/order-confirm?id=${encodeURIComponent(verified.orderId ?? online.order._id)}`);
          },
          onFailure() {
            settled = true;
            toast.error(texts.outcome(ONLINE_TEXT.paymentFailed));
            setSending(false);
          },
          onDismiss() {
            if (!settled) toast.info(texts.outcome(ONLINE_TEXT.cancelled));
            setSending(false);
          },
        },
        (order, callbacks) => setSandboxPayment({ order, callbacks }),
      );
    } catch {
      toast.error(texts.outcome(ONLINE_TEXT.noWindow));
      setSending(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || done || checking.current) return;
    checking.current = true;
    const check = await checkShipping(info)
      .catch(() => null)
      .finally(() => {
        checking.current = false;
      });
    if (!check) {
      // The shipping rules did not load (connection lost, or a new version deployed): nothing was sent, the form stays.
      toast.error(texts.outcome(COD_TEXT.network));
      return;
    }
    if (!check.ok) {
      showProblems(check.errors);
      const shown = texts.fieldErrors(check.errors);
      const first = FIELD_ORDER.map((field) => shown[field]).find(Boolean);
      const missing = texts.outcome(MISSING_SHIPPING_INFO_MESSAGE);
      toast.error(check.missing ? missing : (first ?? missing));
      return;
    }
    // A PIN code the shop does not serve, or one from another state: refused here as the server would.
    const deliveryProblem: FieldErrors = pinProblem
      ? { postalCode: pinProblem }
      : stateProblem
        ? { state: stateProblem }
        : {};
    if (pinProblem || stateProblem) {
      showProblems(deliveryProblem, false);
      toast.error((pinProblem ?? stateProblem)!);
      return;
    }
    // The GST invoice's fields, and its GSTIN registered in the shipping state (the place of supply).
    if (gst.wanted) {
      const checks = await loadGstChecks().catch(() => null);
      if (!checks) {
        toast.error(texts.outcome(COD_TEXT.network));
        return;
      }
      const gstProblems = checks.checkGstChoice(gst, info.state);
      if (gstProblems.gstin || gstProblems.businessName) {
        const shown = showGstProblems(gstProblems, checks);
        toast.error((shown.gstin ?? shown.businessName)!);
        return;
      }
    }
    setErrors({});
    setGstErrors({});
    setSending(true);
    await (method === "COD" ? placeCod() : payOnline());
  }

  return (
    <>
      <form
        method="post"
        onSubmit={submit}
        // The shipping rules, the GSTIN rules, the order calls and the payment pop-up start loading when the shopper starts on the form, so the press rarely waits for them.
        onFocus={() => {
          void loadShippingRules().catch(() => {});
          void loadPaymentOnPress().catch(() => {});
          void loadGstChecks().catch(() => {});
        }}
        noValidate
        className="grid gap-8 lg:grid-cols-[1fr_22rem]"
        aria-label={t("formLabel")}
      >
        <div className="flex flex-col gap-6">
          <SavedAddresses addresses={addresses} current={info} onUse={applyAddress} className={sectionClass} />
          <ShippingInformation
            info={info}
            errors={errors}
            onChange={change}
            fieldId={fieldId}
            deliveryPromise={serviceable ? texts.delivery.promise(serviceable) : null}
            pinProblem={pinProblem}
            stateProblem={stateProblem}
            className={sectionClass}
          />

          <GstInvoiceFields
            formId={id}
            className={sectionClass}
            choice={gst}
            errors={gstErrors}
            onChange={(next) => {
              setGst(next);
              // A field's problem goes when that field is edited.
              setGstErrors((current) => ({
                gstin: next.gstin === gst.gstin ? current.gstin : undefined,
                businessName: next.businessName === gst.businessName ? current.businessName : undefined,
              }));
            }}
            onBlurGstin={() => {
              // The field is on screen, so its module (the GSTIN rules) has loaded.
              void loadGstChecks().then((checks) => {
                const problem = gst.gstin.trim() ? checks.checkGstChoice(gst, info.state).gstin : undefined;
                const shown = texts.gstErrors(checks, { gstin: problem }, gst, info.state, stateName).gstin;
                setGstErrors((current) => ({ ...current, gstin: shown }));
              });
            }}
          />

          <PaymentChoice
            method={method}
            onChange={setMethod}
            codUnavailable={codUnavailable}
            className={sectionClass}
          />
        </div>

        <CheckoutSubmitContext value={{ method, sending, done }}>{summary}</CheckoutSubmitContext>
      </form>
      {/* The sandbox's pop-up (no Razorpay keys): beside the form, so its buttons are not the form's. */}
      {sandboxPayment ? (
        <Suspense fallback={null}>
          <RazorpaySandboxDialog
            order={sandboxPayment.order}
            callbacks={sandboxPayment.callbacks}
            onClosed={() => setSandboxPayment(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
