import { adminListCount, AdminFilterNav } from "@/components/admin/admin-filter-nav";
import { AdminPager } from "@/components/admin/admin-pager";
import { QuotationResponseForm } from "@/components/admin/quotation-response-form";
import { QuotationWithdrawForm } from "@/components/admin/quotation-withdraw-form";
import { QuotationCard } from "@/components/quotations/quotation-card";
import { requirePageAdmin } from "@/lib/auth/session";
import { listQuotationsForAdmin, quotationFilterSchema } from "@/lib/quotations/admin";
import { formatNumericDateIST } from "@/lib/time";

export const metadata = { title: "Quotations" };

const FILTERS = ["pending", "approved", "rejected", "all"] as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminQuotationsPage({ searchParams }: Props) {
  const admin = await requirePageAdmin("/admin/quotations");
  const raw = await searchParams;
  const parsed = quotationFilterSchema.safeParse({ status: raw.status, page: raw.page });
  // A hand-edited URL with a bad value shows the first page of the queue rather than an error page.
  const query = parsed.success ? parsed.data : ({ status: "pending", page: 1 } as const);
  const { status } = query;
  const { quotations, total, totalIsAtLeast, page, pageCount } = await listQuotationsForAdmin(admin, query);
  return (
    <div>
      <h1 className="text-2xl font-bold">Quotations</h1>
      <AdminFilterNav
        label="Filter by status"
        pillClassName="capitalize"
        links={FILTERS.map((filter) => ({
          key: filter,
          href: `/admin/quotations?status=${filter}`,
          current: filter === status,
          label: filter,
        }))}
      />
      {total > 0 ? (
        <p className="mt-4 text-sm text-neutral-700">
          {/* Counted up to a cap (listQuotationsForAdmin): "10,000+ quotations, page 1 of 200+". */}
          {adminListCount({ total, totalIsAtLeast, page, pageCount }, "quotation", "quotations")}
        </p>
      ) : null}
      {quotations.length === 0 ? (
        <p className="mt-6">No {status === "all" ? "" : `${status} `}quotations.</p>
      ) : (
        <ul className="mt-6 space-y-6">
          {quotations.map((quotation) => (
            <li key={quotation._id} className="space-y-3">
              <p className="text-sm text-neutral-700">
                From {quotation.customer.name} ({quotation.customer.email}) on{" "}
                {formatNumericDateIST(quotation.createdAt)}
              </p>
              <QuotationCard quotation={quotation} />
              {quotation.status === "pending" ? <QuotationResponseForm quotationId={quotation._id} /> : null}
              {/* An approval nothing was ordered at yet can be taken back (a wrong price). */}
              {quotation.status === "approved" && !quotation.orderId ? (
                <QuotationWithdrawForm quotationId={quotation._id} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <AdminPager
        page={page}
        pageCount={pageCount}
        pageCountIsAtLeast={totalIsAtLeast}
        hrefFor={(n) => `/admin/quotations?status=${status}&page=${n}`}
      />
    </div>
  );
}
