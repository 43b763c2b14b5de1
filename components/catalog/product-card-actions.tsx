"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

type Props = { productId: string; productName: string; signedIn: boolean; inStock: boolean };

/** Posts to the cart or wishlist API; guests go to /login first (spec §5). */
async function post(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
}

export function ProductCardActions({ productId, productName, signedIn, inStock }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState<"cart" | "wishlist" | null>(null);
  const [wished, setWished] = useState(false);

  const toLogin = () =>
    router.push(`/login?callbackUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`);

  async function addToCart() {
    if (!signedIn) return toLogin();
    setBusy("cart");
    try {
      const response = await post("/api/cart/add", { productId, quantity: 1 });
      if (response.status === 401) return toLogin();
      if (response.status === 409) return void toast.warning("Product is already in the cart");
      if (!response.ok) throw new Error((await response.json().catch(() => null))?.message);
      toast.success(`${productName} added to your cart.`);
      router.refresh();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : "Could not add to the cart.");
    } finally {
      setBusy(null);
    }
  }

  async function toggleWishlist() {
    if (!signedIn) return toLogin();
    setBusy("wishlist");
    try {
      const response = await post("/api/wishlist/add", { productId });
      if (response.status === 401) return toLogin();
      if (!response.ok && response.status !== 409) throw new Error((await response.json().catch(() => null))?.message);
      setWished(true);
      router.refresh();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : "Could not update your wishlist.");
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={addToCart}
        disabled={busy !== null || !inStock}
        className="flex-1 rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-neutral-400"
      >
        {inStock ? "Add to Cart" : "Out of stock"}
      </button>
      <button
        type="button"
        onClick={toggleWishlist}
        disabled={busy !== null}
        aria-pressed={wished}
        aria-label={wished ? `${productName} is in your wishlist` : `Add ${productName} to your wishlist`}
        className="rounded-md border border-neutral-300 p-2 text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          fill={wished ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.3 3.3 5 6.6 5c2 0 3.4 1.1 4.4 2.5C12 6.1 13.4 5 15.4 5c3.3 0 5.5 3.3 4.1 6.7C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
    </div>
  );
}
