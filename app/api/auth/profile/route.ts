import { json, readJson, route } from "@/lib/api/http";
import { getProfile, updateProfile } from "@/lib/account/profile";
import { profileUpdateSchema } from "@/lib/account/profile-schema";
import { requireUser } from "@/lib/auth/session";

/** GET /api/auth/profile → {profile} (the same as …/getprofile). */
export const GET = route(async (request) => {
  const user = await requireUser(request);
  return json({ profile: await getProfile(user.id) });
});

/**
 * PUT /api/auth/profile {name, phone?, address?, gstInvoice?} → {message, profile} (spec §7).
 * The address is saved as the default saved address. `gstInvoice` {gstin, businessName} is the
 * business checkout fills in for a GST invoice (null or blank removes it). The email cannot change here.
 */
export const PUT = route(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, profileUpdateSchema);
  const profile = await updateProfile(user.id, input);
  return json({ message: "Profile updated successfully!", profile });
});
