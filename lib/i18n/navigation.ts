import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

// Links and navigation that keep the shopper in their language: an English
// page's links stay unprefixed, a Hindi page's get /hi. Use these instead of
// next/link and next/navigation's router in shopper pages and components.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
