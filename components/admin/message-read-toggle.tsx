"use client";

import { buttonClass } from "@/components/ui/button";
import { FormError } from "@/components/ui/field";
import { sendAdminJson, useAdminSubmit } from "./admin-api";

/** Marks a contact message read (dealt with) or unread again. */
export function MessageReadToggle({ messageId, read }: { messageId: string; read: boolean }) {
  const { run, error, sending } = useAdminSubmit();
  const toggle = () =>
    run(() => sendAdminJson(`/api/admin/inbox/messages/${encodeURIComponent(messageId)}`, "PATCH", { read: !read }));
  return (
    <div className="flex flex-col items-start gap-1">
      <button type="button" onClick={() => void toggle()} disabled={sending} className={buttonClass.secondary}>
        {read ? "Mark as unread" : "Mark as read"}
      </button>
      <FormError>{error}</FormError>
    </div>
  );
}
