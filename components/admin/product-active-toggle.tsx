"use client";

import { toast } from "@/components/ui/toast";
import { sendAdminJson, useAdminSubmit } from "./admin-api";
import { buttonClass } from "@/components/ui/button";
import { FormError } from "@/components/ui/field";

/** Deactivate (hidden from the shop, kept for past orders) or reactivate a product. */
export function ProductActiveToggle({ productId, isActive }: { productId: string; isActive: boolean }) {
  const { run, error, sending } = useAdminSubmit();
  const toggle = () =>
    run(
      () => sendAdminJson(`/api/admin/products/${encodeURIComponent(productId)}`, "PATCH", { isActive: !isActive }),
      () => toast.success(isActive ? "Product deactivated." : "Product reactivated."),
    );
  return (
    <div className="flex flex-col items-start gap-1">
      <button type="button" onClick={() => void toggle()} disabled={sending} className={buttonClass.secondary}>
        {isActive ? "Deactivate" : "Reactivate"}
      </button>
      <FormError>{error}</FormError>
    </div>
  );
}
