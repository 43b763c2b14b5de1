// Type-checks every message key and locale used with next-intl against
// messages/en.json: a key missing there fails `npm run typecheck`.
import type { Locale } from "./locale";
import type messages from "../../messages/en.json";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
