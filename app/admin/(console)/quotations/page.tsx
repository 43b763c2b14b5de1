import Link from "next/link";
import { QuotationResponseForm } from "@/components/admin/quotation-response-form";
import { QuotationCard } from "@/components/quotations/quotation-card";
import { requirePageAdmin } from "@/lib/auth/session";
import { listQuotationsForAdmin, quotationFilterSchema } from "@/lib/quotations/admin";
import { formatNumericDateIST } from "@/lib/time";

export const metadata = { title: "Quotations" };

const FILTERS = ["pending", "approved", "rejected", "all"] as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminQuotationsPage({ searchParams }: Props) {
  const admin = await requirePageAdmin("/admin/quotations");
  const parsed = quotationFilterSchema.safeParse({ status: (await searchParams).status });
  const status = parsed.success ? parsed.data.status : "pending";
  const quotations = await listQuotationsForAdmin(admin, status);
  return (
    <div>
      <h1 className="text-2xl font-bold">Quotations</h1>
      <nav aria-label="Filter by status" className="mt-4 flex gap-2">
        {FILTERS.map((filter) => (
          <Link
            key={filter}
            href={`/admin/quotations?status=${filter}`}
            aria-current={filter === status ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm capitalize ${filter === status ? "border-brand-700 bg-brand-700 text-white" : "border-neutral-300 bg-white"}`}
          >
            {filter}
          </Link>
        ))}
      </nav>
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
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
