import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { adminListCount, AdminFilterNav } from "./admin-filter-nav";

// The status pills and the count line of the admin lists (orders, exchanges, quotations, catalogue).

describe("AdminFilterNav", () => {
  const html = renderToStaticMarkup(
    <AdminFilterNav
      label="Filter by status"
      pillClassName="capitalize"
      links={[
        { key: "pending", href: "/admin/quotations?status=pending", label: "pending", current: true },
        { key: "all", href: "/admin/quotations?status=all", label: "all", current: false },
      ]}
    />,
  );

  it("is a named nav of links, the current one marked and filled", () => {
    expect(html).toMatch(/^<nav aria-label="Filter by status" class="mt-4 flex gap-2">/);
    expect(html).toContain(
      '<a aria-current="page" class="rounded-full border px-3 py-1 text-sm capitalize border-brand-700 bg-brand-700 text-white" href="/admin/quotations?status=pending">pending</a>',
    );
    expect(html).toContain(
      '<a class="rounded-full border px-3 py-1 text-sm capitalize border-neutral-300 bg-white" href="/admin/quotations?status=all">all</a>',
    );
  });
});

describe("adminListCount", () => {
  it("says one thing, many things, and the page when there are pages", () => {
    expect(adminListCount({ total: 1, totalIsAtLeast: false, page: 1, pageCount: 1 }, "order", "orders")).toBe(
      "1 order",
    );
    expect(adminListCount({ total: 0, totalIsAtLeast: false, page: 1, pageCount: 1 }, "order", "orders")).toBe(
      "0 orders",
    );
    expect(adminListCount({ total: 1234, totalIsAtLeast: false, page: 2, pageCount: 25 }, "order", "orders")).toBe(
      "1,234 orders, page 2 of 25",
    );
  });

  it("marks a capped count and its page count with a plus", () => {
    expect(
      adminListCount({ total: 10000, totalIsAtLeast: true, page: 1, pageCount: 400 }, "quotation", "quotations"),
    ).toBe("10,000+ quotations, page 1 of 400+");
    expect(adminListCount({ total: 1, totalIsAtLeast: true, page: 1, pageCount: 1 }, "product", "products")).toBe(
      "1+ products",
    );
  });

  it("says only the count without a page count", () => {
    expect(adminListCount({ total: 12, totalIsAtLeast: false }, "product", "products")).toBe("12 products");
  });
});
