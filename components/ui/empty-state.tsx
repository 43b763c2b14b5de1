/**
 * What a page or list shows when it has nothing to show (an empty cart, no
 * orders, no match, a guest's cart): a dashed box with the reason and the
 * way on, usually a `buttonClass.primaryLarge` link.
 */
export function EmptyState({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return (
    <div className={`rounded-lg border border-dashed border-neutral-300 p-10 text-center ${className}`}>{children}</div>
  );
}
