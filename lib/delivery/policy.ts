import { formatINR } from "@/lib/money";
import { deliveryConfig } from "./config";

// The delivery rules in words, for the shipping page, from the settings in force.

const clock = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${rest ? `:${String(rest).padStart(2, "0")}` : ""} ${hours < 12 ? "AM" : "PM"}`;
};

export function dispatchRule(): string {
  return `Orders placed before ${clock(deliveryConfig().cutoffMinutes)} (India time) on a business day leave our warehouse the same day; later orders, and orders on Sundays and public holidays, the next business day. Business days are Monday to Saturday.`;
}

export function codRule(): string {
  const config = deliveryConfig();
  const islands = [...config.codUnavailableStates];
  const except = islands.length ? ` (not available in ${islands.join(" or ")})` : "";
  return `Cash on Delivery is available for orders up to ${formatINR(config.codLimitPaise)}${except}.`;
}
