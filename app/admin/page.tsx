import Link from "next/link";

export default function AdminHome() {
  return (
    <div>
      <h1 className="text-2xl font-bold">Admin</h1>
      <ul className="mt-4 list-disc pl-5">
        <li>
          <Link href="/admin/quotations" className="text-brand-700 underline">
            Quotations
          </Link>{" "}
          — answer corporate and bulk requests.
        </li>
      </ul>
    </div>
  );
}
