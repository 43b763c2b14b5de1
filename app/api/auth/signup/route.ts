import { json, readJson, route } from "@/lib/api/http";
import { signUp } from "@/lib/auth/accounts";
import { signupSchema } from "@/lib/auth/schemas";
import { clientAddress } from "@/lib/request";

/** POST /api/auth/signup {name, email, password} → 201 {message}; 409 when the email is taken. */
export const POST = route(async (request) => {
  const input = await readJson(request, signupSchema);
  await signUp(input, clientAddress(request));
  return json({ message: "Signup successful! Please log in." }, { status: 201 });
});
