import Link from "next/link";
import type { ReactNode } from "react";
import type { OpenPageInfo } from "@/lib/admin/paging";

// The pills above an admin list (orders, exchanges, quotations by status; the catalogue's three lists):
// links, the current one filled and marked aria-current="page". A server component: no client JS.

export type AdminFilterLink = { key: string; href: string; label: ReactNode; current: boolean };

const pillClass = "rounded-full border px-3 py-1 text-sm";
const currentClass = "border-brand-700 bg-brand-700 text-white";
const otherClass = "border-neutral-300 bg-white";

export function AdminFilterNav({
  label,
  links,
  className = "mt-4 flex gap-2",
  pillClassName,
}: {
  /** The nav's accessible name ("Filter by status"). */
  label: string;
  links: readonly AdminFilterLink[];
  /** The nav's own classes (its margin, whether it wraps). */
  className?: string;
  /** More classes for every pill (e.g. "capitalize" where the labels are the raw values). */
  pillClassName?: string;
}) {
  const pill = pillClassName ? `${pillClass} ${pillClassName}` : pillClass;
  return (
    <nav aria-label={label} className={className}>
      {links.map((link) => (
        <Link
          key={link.key}
          href={link.href}
          aria-current={link.current ? "page" : undefined}
          className={`${pill} ${link.current ? currentClass : otherClass}`}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * How long an admin list is, as its page says it: "1 order", "1,234 orders, page 2 of 25", or with a capped count
 * (lib/admin/paging.ts) "10,000+ orders, page 1 of 400+". Without a page count, only the count.
 */
export function adminListCount(
  {
    total,
    totalIsAtLeast,
    page,
    pageCount = 1,
  }: Pick<OpenPageInfo, "total" | "totalIsAtLeast"> & Partial<Pick<OpenPageInfo, "page" | "pageCount">>,
  one: string,
  many: string,
): string {
  const plus = totalIsAtLeast ? "+" : "";
  const count = total === 1 && !totalIsAtLeast ? `1 ${one}` : `${total.toLocaleString("en-IN")}${plus} ${many}`;
  return pageCount > 1 ? `${count}, page ${page} of ${pageCount}${plus}` : count;
}
