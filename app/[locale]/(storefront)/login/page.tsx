import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/account/login-form";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Login", robots: { index: false } };

type Props = { searchParams: Promise<{ callbackUrl?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { callbackUrl } = await searchParams;
  const callbackPath = safeCallbackPath(typeof callbackUrl === "string" ? callbackUrl : null);
  if (await getSessionUser()) redirect(callbackPath);
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-lg border border-neutral-200 bg-white p-8 shadow-sm">
        <h1 className="mb-6 text-2xl font-bold">Login</h1>
        <LoginForm callbackPath={callbackPath} />
        <p className="mt-6 text-center text-sm text-neutral-600">
          Don&apos;t have an account?{" "}
          <Link href="/signup" className="font-semibold text-brand-700 hover:underline">
            Sign up
          </Link>
        </p>
      </div>
    </div>
  );
}
