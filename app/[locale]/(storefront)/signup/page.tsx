import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { SignupForm } from "@/components/account/signup-form";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Sign Up", robots: { index: false } };

export default async function SignupPage() {
  if (await getSessionUser()) redirect("/");
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-lg border border-neutral-200 bg-white p-8 shadow-sm">
        <h1 className="mb-6 text-2xl font-bold">Sign Up</h1>
        <SignupForm />
        <p className="mt-6 text-center text-sm text-neutral-600">
          Already have an account?{" "}
          <Link href="/login" className="font-semibold text-brand-700 hover:underline">
            Login
          </Link>
        </p>
      </div>
    </div>
  );
}
