"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { FormError } from "@/components/ui/field";
import { sendAdminJson, useAdminSubmit } from "./admin-api";
import { ShipmentFields, shipmentFromForm } from "./shipment-fields";

type Shipment = {
  courier: string | null;
  courierName: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  ewayBillNumber: string | null;
  /** Shipped or out for delivery: the details may still be set or corrected. */
  editable: boolean;
};

/** A shipped order's courier, AWB and e-way bill, with a form to correct them until it is delivered. */
export function OrderShipment({ orderId, shipment }: { orderId: string; shipment: Shipment }) {
  const [editing, setEditing] = useState(false);
  const { run, error, sending } = useAdminSubmit();
  const recorded = shipment.courier || shipment.trackingNumber || shipment.ewayBillNumber;
  if (!recorded && !shipment.editable) return null;
  return (
    <section aria-labelledby="shipment-heading" className="rounded-lg border border-neutral-200 bg-white p-4">
      <h2 id="shipment-heading" className="mb-3 text-lg font-semibold">
        Shipment
      </h2>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="admin-shipment">
        <dt className="font-medium">Courier</dt>
        <dd>{shipment.courierName ?? "Not recorded"}</dd>
        <dt className="font-medium">AWB</dt>
        <dd>
          {shipment.trackingNumber ?? "Not recorded"}
          {shipment.trackingUrl ? (
            <>
              {" · "}
              <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className="underline">
                Track on {shipment.courierName}
              </a>
            </>
          ) : null}
        </dd>
        <dt className="font-medium">E-way bill</dt>
        <dd>{shipment.ewayBillNumber ?? "None"}</dd>
      </dl>
      {shipment.editable && !editing ? (
        <button type="button" onClick={() => setEditing(true)} className={`${buttonClass.secondary} mt-3`}>
          Edit shipment details
        </button>
      ) : null}
      {shipment.editable && editing ? (
        <form
          method="post"
          aria-label="Edit shipment details"
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            const body = shipmentFromForm(event.currentTarget);
            void run(
              () => sendAdminJson(`/api/admin/orders/${encodeURIComponent(orderId)}/shipment`, "PATCH", body),
              () => setEditing(false),
            );
          }}
        >
          <ShipmentFields idPrefix="shipment-edit" defaults={shipment} />
          <FormError>{error}</FormError>
          <div className="flex gap-3">
            <button type="submit" disabled={sending} className={buttonClass.primary}>
              Save shipment details
            </button>
            <button
              type="button"
              disabled={sending}
              onClick={() => setEditing(false)}
              className={buttonClass.secondary}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
