"use client";

// Placeholder until the accounts work lands.
export function LogoutButton({ className }: { className?: string }) {
  return (
    <a href="/login" className={className}>
      Logout
    </a>
  );
}
