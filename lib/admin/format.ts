import { IST_TIME_ZONE } from "@/lib/ist";

// Dates as the admin reads them: India time, whatever the server's zone.

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: IST_TIME_ZONE,
});

/** "15 Mar 2025, 5:30 pm" (IST) for an ISO time. */
export function formatDateTimeIST(iso: string | Date): string {
  return dateTime.format(typeof iso === "string" ? new Date(iso) : iso);
}
