import { json, readJson, route } from "@/lib/api/http";
import { addressCreateSchema } from "@/lib/account/address-schema";
import { createAddress, listAddresses } from "@/lib/account/addresses";
import { requireUser } from "@/lib/auth/session";

/** GET /api/addresses → {addresses}, the default first. */
export const GET = route(async (request) => {
  const user = await requireUser(request);
  return json({ addresses: await listAddresses(user.id) });
});

/** POST /api/addresses {fullName, phone, street, city, state, postalCode, country?, isDefault?} → 201 {address}. */
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, addressCreateSchema);
  const address = await createAddress(user.id, input);
  return json({ message: "Address saved.", address }, { status: 201 });
});
