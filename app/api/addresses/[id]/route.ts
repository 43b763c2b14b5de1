import { json, readJson, route } from "@/lib/api/http";
import { addressPatchSchema, addressReplaceSchema } from "@/lib/account/address-schema";
import { deleteAddress, getAddress, updateAddress } from "@/lib/account/addresses";
import { requireUser } from "@/lib/auth/session";

type Context = { params: Promise<{ id: string }> };

/** GET /api/addresses/{id} → {address}; someone else's id: 404. */
export const GET = route<Context>(async (request, { params }) => {
  const { id } = await params;
  const user = await requireUser(request);
  return json({ address: await getAddress(user.id, id) });
});

/** PUT /api/addresses/{id} with every field → {address}. */
export const PUT = route<Context>(async (request, { params }) => {
  const { id } = await params;
  const user = await requireUser(request);
  const input = await readJson(request, addressReplaceSchema);
  return json({ message: "Address updated.", address: await updateAddress(user.id, id, input) });
});

/** PATCH /api/addresses/{id} with some fields → {address}. */
export const PATCH = route<Context>(async (request, { params }) => {
  const { id } = await params;
  const user = await requireUser(request);
  const input = await readJson(request, addressPatchSchema);
  return json({ message: "Address updated.", address: await updateAddress(user.id, id, input) });
});

/** DELETE /api/addresses/{id} → {message, promotedId}: deleting the default promotes the newest other address. */
export const DELETE = route<Context>(async (request, { params }) => {
  const { id } = await params;
  const user = await requireUser(request);
  const { promotedId } = await deleteAddress(user.id, id);
  return json({ message: "Address deleted.", promotedId });
});
