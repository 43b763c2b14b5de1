import Link from "next/link";

// Placeholder until the accounts work lands: the header's account entry.
export function AccountMenu({ user }: { user: { name: string } | null }) {
  if (!user) {
    return (
      <Link href="/login" className="text-sm font-medium hover:text-brand-700">
        Login
      </Link>
    );
  }
  return <span className="text-sm font-medium">{user.name}</span>;
}
