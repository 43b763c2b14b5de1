"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { mutate } from "swr";
import { inputClass, labelClass } from "@/components/ui/field";
import { CART_KEY } from "@/components/cart/use-cart";
import { fetchEstimate, PIN_PATTERN, type EstimateResult } from "@/components/delivery/estimate-api";
import type { AddressData } from "@/lib/account/address-schema";
import { pinStateMismatchMessage } from "@/lib/delivery/format";
import type { GstInvoiceErrors, GstInvoiceInput } from "@/lib/gstin";
import { COUNTRY } from "@/lib/india";
import { formatINR, paiseToRupees } from "@/lib/money";
import { MISSING_SHIPPING_INFO_MESSAGE, type ShippingField, type ShippingInfoInput } from "@/lib/orders/shipping-info";
import { createAttemptKeys } from "./attempt-key";
import { checkGstChoice, gstInvoiceToSend, initialGstChoice } from "./gst-invoice";
import { gstFieldId, GstInvoiceFields } from "./gst-invoice-fields";
import { openPayment, type PaymentCallbacks } from "./open-payment";
import { RazorpaySandboxDialog } from "./razorpay-sandbox-dialog";
import {
  COD_TEXT,
  createOnlineOrder,
  ONLINE_TEXT,
  placeCodOrder,
  verifyPayment,
  type CheckoutLine,
  type Failure,
  type OnlineOrder,
} from "./payment-api";
import { checkShipping, isSameAddress, shippingFromAddress, type FieldErrors } from "./shipping-fields";
import { focusRing } from "@/components/ui/focus-ring";
import { buttonClass } from "@/components/ui/button";
import { StateOptions } from "@/components/account/state-options";

// Spec §2 Checkout: Shipping Information, the order summary, the choice of
// Cash on Delivery or Pay Online, and one button whose text follows the
// choice. Prices and totals come from the server (paise); what we send about
// them is only what the shopper saw — the server prices the order again.

type PaymentMethod = "COD" | "Online";

export type CheckoutFormProps = {
  lines: CheckoutLine[];
  subtotal: number;
  shippingFee: number;
  total: number;
  /** GST contained in the total (paise), shown as its break-up. */
  taxIncluded: number;
  quotationId: string | null;
  addresses: AddressData[];
  initialShipping: ShippingInfoInput;
  /** The business saved on the profile, filled in when the shopper asks for a GST invoice. */
  savedGstInvoice: GstInvoiceInput | null;
};

const primary = buttonClass.primaryBlock;
const smallButton = `rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${focusRing} aria-pressed:bg-brand-600 aria-pressed:text-white`;
const sectionClass = "rounded-lg border border-neutral-200 bg-white p-5 sm:p-6";

const FIELD_ORDER: ShippingField[] = ["fullName", "phone", "address", "postalCode", "city", "state", "country"];

export function CheckoutForm(props: CheckoutFormProps) {
  const { lines, subtotal, shippingFee, total, taxIncluded, quotationId, addresses } = props;
  const router = useRouter();
  const id = useId();
  const [info, setInfo] = useState<ShippingInfoInput>(props.initialShipping);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [gst, setGst] = useState(() => initialGstChoice(props.savedGstInvoice));
  const [gstErrors, setGstErrors] = useState<GstInvoiceErrors>({});
  const [chosenMethod, setMethod] = useState<PaymentMethod>("COD");
  // Delivery answers by PIN code (GET /api/delivery/estimate, with this order's total for the COD limit).
  const [estimates, setEstimates] = useState<Record<string, EstimateResult>>({});
  const [sending, setSending] = useState(false);
  const [sandboxPayment, setSandboxPayment] = useState<{ order: OnlineOrder; callbacks: PaymentCallbacks } | null>(
    null,
  );
  const [done, setDone] = useState(false);
  const [keys] = useState(() => createAttemptKeys());

  const pin = info.postalCode.trim();
  const answer = PIN_PATTERN.test(pin) ? estimates[pin] : undefined;
  const delivery = answer?.ok ? answer.estimate : null;
  const serviceable = delivery?.serviceable ? delivery : null;
  const pinProblem = delivery && !delivery.serviceable ? delivery.message : null;
  const stateProblem =
    serviceable && info.state && !serviceable.states.includes(info.state)
      ? pinStateMismatchMessage(pin, serviceable.state, info.state)
      : null;
  // COD only where the PIN code has it and the total is within the COD limit (place-order checks again).
  const codUnavailable = serviceable && !serviceable.cod ? serviceable.codMessage : pinProblem;
  const method: PaymentMethod = codUnavailable ? "Online" : chosenMethod;

  /** Asks for a PIN code's delivery answer once; `fill` (the shopper typed it) fills in city and state. */
  async function lookUp(wanted: string, fill: boolean) {
    const known = estimates[wanted];
    const result = known ?? (await fetchEstimate(wanted, paiseToRupees(total)));
    if (!known) setEstimates((current) => ({ ...current, [wanted]: result }));
    if (!fill || !result.ok || !result.estimate.serviceable) return;
    const { city, state } = result.estimate;
    setInfo((current) => (current.postalCode.trim() === wanted ? { ...current, city, state } : current));
    setErrors((current) => ({ ...current, city: undefined, state: undefined }));
  }

  // The saved address the form starts with: its PIN code's answer, without touching what it says.
  useEffect(() => {
    const initial = props.initialShipping.postalCode.trim();
    if (!PIN_PATTERN.test(initial)) return;
    let live = true;
    void fetchEstimate(initial, paiseToRupees(total)).then((result) => {
      if (live) setEstimates((current) => ({ [initial]: result, ...current }));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the address the page opened with
  }, []);

  const fieldId = (field: ShippingField) => `${id}-${field}`;
  const order = { lines, total, quotationId, gstInvoice: gstInvoiceToSend(gst) };
  // The attempt's content: the same content sent again keeps its Idempotency-Key.
  const signature = JSON.stringify({
    method,
    info,
    quotationId,
    gst: order.gstInvoice,
    lines: lines.map((l) => [l.productId, l.quantity]),
  });
  const buttonText = method === "COD" ? "Place COD Order" : `Pay ${formatINR(total)} with Razorpay`;

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

  function showProblems(fieldErrors: FieldErrors) {
    setErrors(fieldErrors);
    const first = FIELD_ORDER.find((field) => fieldErrors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function showGstProblems(problems: GstInvoiceErrors) {
    setGstErrors(problems);
    const first = problems.gstin ? "gstin" : problems.businessName ? "businessName" : null;
    if (first) document.getElementById(gstFieldId(id, first))?.focus();
  }

  function fail(failure: Failure) {
    if (!failure.keepKey) keys.reset();
    if (failure.gstErrors?.gstin || failure.gstErrors?.businessName) showGstProblems(failure.gstErrors);
    showProblems(failure.fieldErrors);
    toast.error(failure.message, failure.detail ? { description: failure.detail } : undefined);
    setSending(false);
  }

  async function placeCod() {
    const result = await placeCodOrder(order, info, keys.keyFor(signature));
    if (!result.ok) return fail(result);
    setDone(true);
    toast.success(COD_TEXT.placed);
    void mutate(CART_KEY);
    setTimeout(() => router.push("/orders"), 1500);
  }

  async function payOnline() {
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
              toast.error(verified.message);
              setSending(false);
              return;
            }
            setDone(true);
            toast.success(ONLINE_TEXT.paid);
            void mutate(CART_KEY);
            router.push(`/order-confirm?id=${encodeURIComponent(verified.orderId ?? online.order._id)}`);
          },
          onFailure() {
            settled = true;
            toast.error(ONLINE_TEXT.paymentFailed);
            setSending(false);
          },
          onDismiss() {
            if (!settled) toast.info(ONLINE_TEXT.cancelled);
            setSending(false);
          },
        },
        (order, callbacks) => setSandboxPayment({ order, callbacks }),
      );
    } catch {
      toast.error(ONLINE_TEXT.noWindow);
      setSending(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || done) return;
    const check = checkShipping(info);
    if (!check.ok) {
      showProblems(check.errors);
      const first = FIELD_ORDER.map((field) => check.errors[field]).find(Boolean);
      toast.error(check.missing ? MISSING_SHIPPING_INFO_MESSAGE : (first ?? MISSING_SHIPPING_INFO_MESSAGE));
      return;
    }
    // A PIN code the shop does not serve, or one from another state: refused here as the server would.
    const deliveryProblem: FieldErrors = pinProblem
      ? { postalCode: pinProblem }
      : stateProblem
        ? { state: stateProblem }
        : {};
    if (pinProblem || stateProblem) {
      showProblems(deliveryProblem);
      toast.error((pinProblem ?? stateProblem)!);
      return;
    }
    // The GST invoice's fields, and its GSTIN registered in the shipping state (the place of supply).
    const gstProblems = checkGstChoice(gst, info.state);
    if (gstProblems.gstin || gstProblems.businessName) {
      showGstProblems(gstProblems);
      toast.error((gstProblems.gstin ?? gstProblems.businessName)!);
      return;
    }
    setErrors({});
    setGstErrors({});
    setSending(true);
    await (method === "COD" ? placeCod() : payOnline());
  }

  const field = (name: ShippingField, label: React.ReactNode, extra: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div>
      <label htmlFor={fieldId(name)} className={labelClass}>
        {label}
      </label>
      <input
        id={fieldId(name)}
        name={name}
        value={info[name]}
        onChange={(event) => change(name, event.target.value)}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${fieldId(name)}-error` : undefined}
        className={inputClass}
        {...extra}
      />
      <FieldError id={`${fieldId(name)}-error`} message={errors[name]} />
    </div>
  );

  return (
    <>
      <form onSubmit={submit} noValidate className="grid gap-8 lg:grid-cols-[1fr_22rem]" aria-label="Checkout">
        <div className="flex flex-col gap-6">
          {addresses.length ? (
            <section aria-labelledby={`${id}-saved`} className={sectionClass}>
              <h2 id={`${id}-saved`} className="text-lg font-bold">
                Saved addresses
              </h2>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                {addresses.map((address) => {
                  const chosen = isSameAddress(info, address);
                  return (
                    <li
                      key={address.id}
                      className={`flex flex-col gap-2 rounded-md border p-3 text-sm ${chosen ? "border-brand-500 ring-1 ring-brand-500" : "border-neutral-200"}`}
                      data-testid="saved-address"
                    >
                      <p className="font-semibold">
                        {address.fullName}
                        {address.isDefault ? (
                          <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">
                            Default
                          </span>
                        ) : null}
                      </p>
                      <address id={`${id}-address-${address.id}`} className="not-italic leading-5 text-neutral-700">
                        {address.street}, {address.city}, {address.state} {address.postalCode}
                      </address>
                      <button
                        type="button"
                        className={`${smallButton} mt-auto self-start`}
                        aria-pressed={chosen}
                        aria-describedby={`${id}-address-${address.id}`}
                        onClick={() => applyAddress(address)}
                      >
                        Use this address
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}

          <fieldset className={sectionClass}>
            <legend className="float-left mb-4 text-lg font-bold">Shipping Information</legend>
            <div className="clear-left grid gap-4 sm:grid-cols-2">
              {field(
                "fullName",
                <>
                  Full Name <span className="text-red-700">required</span>
                </>,
                { autoComplete: "name" },
              )}
              {field("phone", "Phone", {
                type: "tel",
                autoComplete: "tel",
                inputMode: "tel",
                placeholder: "10-digit mobile",
              })}
              <div className="sm:col-span-2">
                {field("address", "Address", {
                  autoComplete: "street-address",
                  placeholder: "House, street and area",
                })}
              </div>
              <div>
                {field("postalCode", "PIN Code", {
                  inputMode: "numeric",
                  autoComplete: "postal-code",
                  maxLength: 6,
                  placeholder: "6 digits",
                })}
                <p aria-live="polite" className="mt-1 text-sm" data-testid="checkout-delivery">
                  {serviceable && !errors.postalCode ? (
                    <span className="text-green-800">{serviceable.message}</span>
                  ) : pinProblem && !errors.postalCode ? (
                    <span className="text-red-700">{pinProblem}</span>
                  ) : null}
                </p>
              </div>
              {field("city", "City", { autoComplete: "address-level2" })}
              <div>
                <label htmlFor={fieldId("state")} className={labelClass}>
                  State
                </label>
                <select
                  id={fieldId("state")}
                  name="state"
                  value={info.state}
                  onChange={(event) => change("state", event.target.value)}
                  required
                  autoComplete="address-level1"
                  aria-invalid={errors.state || stateProblem ? true : undefined}
                  aria-describedby={errors.state || stateProblem ? `${fieldId("state")}-error` : undefined}
                  className={inputClass}
                >
                  <StateOptions />
                </select>
                <FieldError id={`${fieldId("state")}-error`} message={errors.state ?? stateProblem ?? undefined} />
              </div>
              <div>
                <label htmlFor={fieldId("country")} className={labelClass}>
                  Country
                </label>
                <input
                  id={fieldId("country")}
                  name="country"
                  value={COUNTRY}
                  readOnly
                  aria-describedby={`${fieldId("country")}-note`}
                  className={inputClass}
                />
                <p id={`${fieldId("country")}-note`} className="mt-1 text-xs text-neutral-600">
                  We deliver within India only.
                </p>
              </div>
            </div>
          </fieldset>

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
              const problem = gst.gstin.trim() ? checkGstChoice(gst, info.state).gstin : undefined;
              setGstErrors((current) => ({ ...current, gstin: problem }));
            }}
          />

          <fieldset className={sectionClass}>
            <legend className="float-left mb-3 text-lg font-bold">Payment</legend>
            <div className="clear-left flex flex-col gap-3">
              <PaymentOption
                name={`${id}-method`}
                value="COD"
                checked={method === "COD"}
                onChange={setMethod}
                label="Cash on Delivery (COD)"
                note={codUnavailable ?? "Pay in cash when your order arrives."}
                disabled={!!codUnavailable}
              />
              <PaymentOption
                name={`${id}-method`}
                value="Online"
                checked={method === "Online"}
                onChange={setMethod}
                label="Pay Online"
                note="Cards, UPI, net banking and wallets through Razorpay."
              />
            </div>
          </fieldset>
        </div>

        <aside
          aria-labelledby={`${id}-summary`}
          className="h-fit rounded-lg border border-neutral-200 bg-neutral-50 p-6 lg:sticky lg:top-24"
        >
          <h2 id={`${id}-summary`} className="mb-4 text-xl font-bold">
            Order Summary
          </h2>
          <ul className="flex flex-col gap-2 border-b border-neutral-200 pb-3 text-sm" data-testid="checkout-lines">
            {lines.map((line) => (
              <li key={`${line.productId}-${line.size}-${line.color}`} className="flex justify-between gap-4">
                <span>
                  {line.name} × {line.quantity}
                  {line.size || line.color ? (
                    <span className="block text-xs text-neutral-600">
                      {[line.size, line.color].filter(Boolean).join(" · ")}
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 font-medium">{formatINR(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 text-sm" data-testid="checkout-totals">
            <div className="flex justify-between gap-4 py-1">
              <dt>Subtotal</dt>
              <dd>{formatINR(subtotal)}</dd>
            </div>
            <div className="flex justify-between gap-4 py-1">
              <dt>Shipping</dt>
              <dd>{shippingFee === 0 ? "Free" : formatINR(shippingFee)}</dd>
            </div>
            <div className="mt-2 flex justify-between gap-4 border-t border-neutral-200 pt-3 text-lg font-bold">
              <dt>Total</dt>
              <dd data-testid="checkout-total">{formatINR(total)}</dd>
            </div>
            {taxIncluded > 0 ? (
              <div className="flex justify-between gap-4 py-1 text-neutral-600" data-testid="checkout-tax">
                <dt>Includes GST</dt>
                <dd>{formatINR(taxIncluded)}</dd>
              </div>
            ) : null}
          </dl>
          <button type="submit" className={`${primary} mt-6`} disabled={sending || done} aria-busy={sending}>
            {buttonText}
          </button>
          {sending ? (
            <p role="status" className="mt-2 text-center text-sm text-neutral-600">
              {method === "COD" ? "Placing your order…" : "Waiting for the payment…"}
            </p>
          ) : null}
        </aside>
      </form>
      {/* The sandbox's pop-up (no Razorpay keys): beside the form, so its buttons are not the form's. */}
      {sandboxPayment ? (
        <RazorpaySandboxDialog
          order={sandboxPayment.order}
          callbacks={sandboxPayment.callbacks}
          onClosed={() => setSandboxPayment(null)}
        />
      ) : null}
    </>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

function PaymentOption(props: {
  name: string;
  value: PaymentMethod;
  checked: boolean;
  onChange: (value: PaymentMethod) => void;
  label: string;
  note: string;
  /** Not offered for this order; `note` says why. */
  disabled?: boolean;
}) {
  const noteId = useId();
  return (
    <div className={`rounded-md border p-3 ${props.checked ? "border-brand-500 bg-brand-50" : "border-neutral-200"}`}>
      <label
        className={`flex items-center gap-3 font-semibold ${props.disabled ? "cursor-not-allowed text-neutral-600" : "cursor-pointer"}`}
      >
        <input
          type="radio"
          name={props.name}
          value={props.value}
          checked={props.checked}
          disabled={props.disabled}
          onChange={() => props.onChange(props.value)}
          aria-describedby={noteId}
          className="size-4 accent-brand-600"
        />
        {props.label}
      </label>
      <p
        id={noteId}
        className={`mt-1 pl-7 text-sm ${props.disabled ? "text-amber-800" : "text-neutral-600"}`}
        data-testid={props.disabled ? "payment-option-unavailable" : undefined}
      >
        {props.note}
      </p>
    </div>
  );
}
