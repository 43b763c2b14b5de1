import Link from "next/link";
import { CatalogNav } from "@/components/admin/catalog-nav";
import { buttonClass } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { textLinkClass } from "@/components/ui/link";
import { requirePageAdmin } from "@/lib/auth/session";
import { countActiveWithoutTaxCategory, listProductsForAdmin } from "@/lib/catalog/admin-products";
import { LOW_STOCK_THRESHOLD } from "@/lib/catalog/admin-limits";
import { productListSchema, type ProductListQuery } from "@/lib/catalog/admin-schema";
import { formatRupees } from "@/lib/money";
import { adminListCount } from "@/components/admin/admin-filter-nav";
import { AdminPager } from "@/components/admin/admin-pager";
import { AdminTable } from "@/components/admin/admin-table";

export const metadata = { title: "Catalogue" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function hrefFor(query: ProductListQuery, page: number) {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status !== "all") params.set("status", query.status);
  if (query.stock !== "all") params.set("stock", query.stock);
  if (query.gst !== "all") params.set("gst", query.gst);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/catalogue?${search}` : "/admin/catalogue";
}

export default async function AdminCatalogPage({ searchParams }: Props) {
  const admin = await requirePageAdmin("/admin/catalogue");
  const raw = await searchParams;
  const parsed = productListSchema.safeParse({
    q: typeof raw.q === "string" ? raw.q : undefined,
    status: typeof raw.status === "string" ? raw.status : undefined,
    stock: typeof raw.stock === "string" ? raw.stock : undefined,
    gst: typeof raw.gst === "string" ? raw.gst : undefined,
    page: typeof raw.page === "string" ? raw.page : undefined,
  });
  const query = parsed.success ? parsed.data : productListSchema.parse({});
  const [result, untaxed] = await Promise.all([
    listProductsForAdmin(admin, query),
    countActiveWithoutTaxCategory(admin),
  ]);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Catalogue</h1>
        <Link href="/admin/catalogue/new" className={buttonClass.primary}>
          New product
        </Link>
      </div>
      <CatalogNav current="/admin/catalogue" />
      {untaxed > 0 ? (
        <p role="status" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {untaxed === 1 ? "1 active product has" : `${untaxed} active products have`} no GST category, so shoppers
          cannot order them. Each is flagged “No GST category” in the list: edit it to choose one, or deactivate it.{" "}
          <Link
            href={hrefFor({ ...query, q: "", status: "all", stock: "all", gst: "missing" }, 1)}
            className="underline"
          >
            Show them
          </Link>
        </p>
      ) : null}
      <form method="get" action="/admin/catalogue" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <TextField
          label="Search products"
          id="catalogue-q"
          className="min-w-56 flex-1"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="Name, slug or brand"
        />
        <SelectField label="Status" id="catalogue-status" name="status" defaultValue={query.status}>
          <option value="all">All</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </SelectField>
        <SelectField label="Stock" id="catalogue-stock" name="stock" defaultValue={query.stock}>
          <option value="all">Any</option>
          <option value="low">Low ({LOW_STOCK_THRESHOLD} or fewer)</option>
          <option value="out">Out of stock</option>
        </SelectField>
        <SelectField label="GST category" id="catalogue-gst" name="gst" defaultValue={query.gst}>
          <option value="all">Any</option>
          <option value="missing">Missing (active)</option>
        </SelectField>
        <button type="submit" className={buttonClass.secondary}>
          Search
        </button>
      </form>

      <p className="mt-4 text-sm text-neutral-700" aria-live="polite">
        {/* Counted up to a cap (listProductsForAdmin): "10,000+ products". */}
        {adminListCount({ total: result.total, totalIsAtLeast: result.totalIsAtLeast }, "product", "products")}
      </p>
      {result.items.length === 0 ? (
        <p className="mt-4">No products match.</p>
      ) : (
        <AdminTable
          className="mt-2"
          columns={[
            { label: "Product" },
            { label: "Brand" },
            { label: "Category" },
            { label: "Price", align: "right" },
            { label: "Stock", align: "right" },
            { label: "Status" },
          ]}
        >
          {result.items.map((product) => (
            <tr key={product.id} className="border-b border-neutral-100 last:border-0">
              <td className="px-3 py-2">
                <Link href={`/admin/catalogue/${product.id}/edit`} className={textLinkClass}>
                  {product.name}
                </Link>
                <div className="text-xs text-neutral-600">{product.slug}</div>
              </td>
              <td className="px-3 py-2">{product.brandName}</td>
              <td className="px-3 py-2">{product.categoryName}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {formatRupees(product.price)}
                {product.mrp !== null && product.mrp > product.price ? (
                  <s className="ml-1 text-xs text-neutral-600">{formatRupees(product.mrp)}</s>
                ) : null}
              </td>
              <td className={`px-3 py-2 text-right ${product.stock === 0 ? "font-semibold text-red-700" : ""}`}>
                {product.stock}
              </td>
              <td className="px-3 py-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${product.isActive ? "bg-green-100 text-green-800" : "bg-neutral-200 text-neutral-700"}`}
                >
                  {product.isActive ? "Active" : "Inactive"}
                </span>
                {product.isActive && !product.taxCategoryId ? (
                  <span className="ml-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">
                    No GST category
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <AdminPager
        page={query.page}
        pageCount={result.pageCount}
        pageCountIsAtLeast={result.totalIsAtLeast}
        hrefFor={(page) => hrefFor(query, page)}
      />
    </div>
  );
}
