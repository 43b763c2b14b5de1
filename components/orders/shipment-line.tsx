import { useTranslations } from "next-intl";
import { focusRing } from "@/components/ui/focus-ring";
import { COURIERS } from "@/lib/orders/couriers";
import type { ShipmentView } from "@/lib/orders/couriers";

// "Shipped with Delhivery · AWB 1234567890" and "Track on Delhivery" (the
// courier's own page, in a new tab) once the shop recorded the courier and AWB
// (docs/adr/0038). No client code of its own: it renders wherever it is used,
// on the server for the order page.

const linkClass = `rounded-sm font-semibold text-brand-700 underline-offset-2 hover:underline ${focusRing}`;

export function ShipmentLine({ shipment, className = "" }: { shipment: ShipmentView | null; className?: string }) {
  const t = useTranslations("Orders.shipment");
  if (!shipment) return null;
  const named = shipment.courier !== COURIERS.OTHER.name;
  return (
    <p className={className} data-testid="shipment">
      <span>
        {named
          ? t("shippedWith", { courier: shipment.courier, awb: shipment.trackingNumber })
          : t("shippedAwb", { awb: shipment.trackingNumber })}
      </span>
      {shipment.trackingUrl && named ? (
        <>
          {" "}
          <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t("trackOn", { courier: shipment.courier })}
            <span className="sr-only"> {t("newTab")}</span>
          </a>
        </>
      ) : null}
    </p>
  );
}
