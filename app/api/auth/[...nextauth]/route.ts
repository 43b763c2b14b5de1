import { nextAuthRoute } from "@/lib/api/nextauth";

// next-auth's own routes (/api/auth/session, /csrf, /signout, /callback/credentials),
// with the body limit and cross-site check of every /api handler (lib/api/nextauth.ts).
// The static routes beside this one (login, signup, logout, …) take precedence.
export { nextAuthRoute as GET, nextAuthRoute as POST };
