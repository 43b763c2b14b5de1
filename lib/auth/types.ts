/** The logged-in user as pages and handlers see it (never the password hash). */
export type SessionUser = { id: string; name: string; email: string; role: "CUSTOMER" | "ADMIN" };
