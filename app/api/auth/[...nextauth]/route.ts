import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

// next-auth's own routes (/api/auth/session, /csrf, /signout, /callback/credentials).
// The static routes beside this one (login, signup, logout, …) take precedence.
const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };
