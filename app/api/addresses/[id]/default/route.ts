import { json, route } from "@/lib/api/http";
import { setDefaultAddress } from "@/lib/account/addresses";
import { requireUser } from "@/lib/auth/session";

type Context = { params: Promise<{ id: string }> };

/** POST /api/addresses/{id}/default → {address}: this one becomes the only default. */
export const POST = route<Context>(async (request, { params }) => {
  const { id } = await params;
  const user = await requireUser(request);
  return json({ message: "Default address updated.", address: await setDefaultAddress(user.id, id) });
});
