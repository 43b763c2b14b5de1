import { getTranslations } from "next-intl/server";
import { stateNameWith } from "@/lib/i18n/state-names";
import { formatStoreAddress } from "@/lib/store";

/** The shop's address with its state named in the page's language, as shoppers' addresses are (stored in English). */
export async function storeAddressText(): Promise<string> {
  const t = await getTranslations("States");
  return formatStoreAddress((state) => stateNameWith(t, state));
}
