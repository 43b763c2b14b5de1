import Link from "next/link";
import { textLinkClass } from "@/components/ui/link";
import { AdminFilterNav } from "./admin-filter-nav";

const LINKS = [
  { href: "/admin/catalogue", label: "Products" },
  { href: "/admin/catalogue/brands", label: "Brands" },
  { href: "/admin/catalogue/categories", label: "Categories" },
] as const;

/** Products, brands and categories: the catalogue's three lists. */
export function CatalogNav({ current }: { current: (typeof LINKS)[number]["href"] }) {
  return (
    <AdminFilterNav
      label="Catalogue"
      links={LINKS.map((link) => ({ ...link, key: link.href, current: link.href === current }))}
    />
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
