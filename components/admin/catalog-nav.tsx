import Link from "next/link";
import { textLinkClass } from "@/components/ui/link";

const LINKS = [
  { href: "/admin/catalogue", label: "Products" },
  { href: "/admin/catalogue/brands", label: "Brands" },
  { href: "/admin/catalogue/categories", label: "Categories" },
] as const;

/** Products, brands and categories: the catalogue's three lists. */
export function CatalogNav({ current }: { current: (typeof LINKS)[number]["href"] }) {
  return (
    <nav aria-label="Catalogue" className="mt-4 flex gap-2">
      {LINKS.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          aria-current={link.href === current ? "page" : undefined}
          className={`rounded-full border px-3 py-1 text-sm ${link.href === current ? "border-brand-700 bg-brand-700 text-white" : "border-neutral-300 bg-white"}`}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

/** Back to the products' list, above a product's form (new or edit). */
export function BackToCatalogue() {
  return (
    <p className="text-sm">
      <Link href="/admin/catalogue" className={textLinkClass}>
        ← Catalogue
      </Link>
    </p>
  );
}
