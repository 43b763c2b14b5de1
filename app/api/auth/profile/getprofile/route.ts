import { json, route } from "@/lib/api/http";
import { getProfile } from "@/lib/account/profile";
import { requireUser } from "@/lib/auth/session";

/** GET /api/auth/profile/getprofile → {profile: {id, name, email, phone, address}} (spec §7). */
export const GET = route(async (request) => {
  const user = await requireUser(request);
  return json({ profile: await getProfile(user.id) });
});
