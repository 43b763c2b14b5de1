"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { resolveSignedIn, useSession } from "@/components/account/use-session";
import { ALREADY_IN_CART, lineForProduct, type ProductPreview } from "@/components/cart/cart-updates";
import {
  ApiRequestError,
  cartActions,
  loadCart,
  loadWishlist,
  messageOf,
  useCart,
  useWishlist,
  wishlistActions,
} from "@/components/cart/use-cart";

type Props = {
  productId: string;
  productName: string;
  inStock: boolean;
  /** What the cart and wishlist show for this product until the server answers. */
  preview?: Omit<ProductPreview, "name">;
};

const isStatus = (error: unknown, status: number) => error instanceof ApiRequestError && error.status === status;

/** Add to Cart and the wishlist heart (spec §5): guests go to /login first; both update at once. */
export function ProductCardActions({ productId, productName, inStock, preview }: Props) {
  const router = useRouter();
  const { me, signedIn } = useSession();
  const { data: cart } = useCart({ signedIn });
  const { data: wishlist } = useWishlist({ signedIn });
  const wished = wishlist?.wishlist.some((item) => item.productId === productId) ?? false;

  const toLogin = () =>
    router.push(`/login?callbackUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`);

  async function addToCart() {
    if (!(await resolveSignedIn(me))) return toLogin();
    try {
      if (lineForProduct(cart ?? (await loadCart()), productId)) return void toast.warning(ALREADY_IN_CART);
      await cartActions.add(productId, { ...preview, name: productName });
      toast.success(`${productName} added to your cart.`);
    } catch (error) {
      if (isStatus(error, 401)) return toLogin();
      if (isStatus(error, 409) && messageOf(error, "") === ALREADY_IN_CART) return void toast.warning(ALREADY_IN_CART);
      toast.error(messageOf(error, "Could not add to the cart."));
    }
  }

  async function toggleWishlist() {
    if (!(await resolveSignedIn(me))) return toLogin();
    try {
      const list = wishlist ?? (await loadWishlist());
      if (list?.wishlist.some((item) => item.productId === productId)) await wishlistActions.remove(productId);
      else await wishlistActions.add(productId, { ...preview, name: productName });
    } catch (error) {
      if (isStatus(error, 401)) return toLogin();
      toast.error(messageOf(error, "Could not update your wishlist."));
    }
  }

  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={addToCart}
        disabled={!inStock}
        className="flex-1 rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-neutral-400"
      >
        {inStock ? "Add to Cart" : "Out of stock"}
      </button>
      <button
        type="button"
        onClick={toggleWishlist}
        aria-pressed={wished}
        aria-label={`Save ${productName} to your wishlist`}
        title={wished ? "In your wishlist" : "Add to wishlist"}
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
