import { z } from "zod";
import { json, readJson, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { apiWishlist } from "@/lib/cart/api-shape";
import { addToWishlist, productIdSchema } from "@/lib/cart/cart";

const bodySchema = z.object({ productId: productIdSchema });

/** POST /api/wishlist/add { productId } → 201 { wishlist }; hearting twice is harmless. */
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { productId } = await readJson(request, bodySchema);
  return json(
    {
      message: "Added to wishlist.",
      wishlist: apiWishlist(await addToWishlist(user.id, productId), requestLocale(request)),
    },
    { status: 201 },
  );
});
