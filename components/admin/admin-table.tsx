// The admin console's data tables: a scrollable, bordered table with a header
// row of column names. Rows are the caller's <tr> elements.

export type AdminColumn = { label: string; align?: "left" | "right" };

export function AdminTable({
  columns,
  className = "",
  children,
}: {
  columns: readonly AdminColumn[];
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`overflow-x-auto rounded-lg border border-neutral-200 bg-white ${className}`}>
      <table className="w-full border-collapse text-left text-sm">
        <thead className="border-b border-neutral-200 bg-neutral-100">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-3 py-2 ${column.align === "right" ? "text-right" : ""}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
