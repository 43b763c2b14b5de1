"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useId } from "react";
import { toast } from "@/components/ui/toast";
import { loadGstChecks, type GstFieldsProps } from "./gst-invoice";

// Checkout's optional "I need a GST invoice": ticking it reveals the GSTIN and
// the registered business name, each with its own label and its own error
// (gst-invoice-checks.tsx, loaded on demand with the GSTIN rules). The
// checkout form owns the state and checks it before sending.

const GstInvoiceDetails = lazy(() => loadGstChecks().then((module) => ({ default: module.GstInvoiceDetails })));

export function GstInvoiceFields({ className, ...fields }: GstFieldsProps & { className: string }) {
  const { choice, onChange } = fields;
  const t = useTranslations("Checkout.gst");
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <fieldset className={className}>
      <legend className="float-left mb-3 text-lg font-bold">{t("legend")}</legend>
      <div className="clear-left flex flex-col gap-4">
        <label className="flex items-center gap-3 font-semibold">
          <input
            type="checkbox"
            checked={choice.wanted}
            onChange={(event) => {
              if (!event.target.checked) return onChange({ ...choice, wanted: false });
              // The fields and the GSTIN rules come first (at once when the form has already loaded them).
              loadGstChecks().then(
                () => onChange({ ...choice, wanted: true }),
                () => toast.error(t("unavailable")),
              );
            }}
            aria-describedby={noteId}
            className="size-4 accent-brand-600"
          />
          {t("want")}
        </label>
        <p id={noteId} className="-mt-2 pl-7 text-sm text-neutral-600">
          {t("note")}
        </p>
        {choice.wanted ? (
          <Suspense fallback={null}>
            <GstInvoiceDetails {...fields} />
          </Suspense>
        ) : null}
      </div>
    </fieldset>
  );
}
