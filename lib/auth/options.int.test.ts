import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address.mjs";
import { log } from "@/lib/observability/log.mjs";
import { consumeRateLimit } from "@/lib/rate-limit";
import { createUser, startOfRateLimitWindow, useTestSecret } from "@/test/integration/accounts";
import { cutDatabase, restoreDatabase } from "@/test/integration/database";
import { LOGIN_ATTEMPTS_PER_ADDRESS } from "./config";
import { authOptions, SIGN_IN_FAILED } from "./options";

// next-auth's own credentials sign-in (POST /api/auth/callback/credentials)
// throttles by the same trusted client address as POST /api/auth/login: it
// rebuilds a Request from next-auth's headers, which carry server.mjs's header.

type Credentials = { options: { authorize(credentials: object, request: object): Promise<unknown> } };
const credentials = authOptions.providers[0] as unknown as Credentials;

describe("next-auth's credentials sign-in", () => {
  beforeAll(useTestSecret);
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    await restoreDatabase();
  });

  it("counts attempts against the address server.mjs names, not one the client sent", async () => {
    const user = await createUser();
    const signIn = (address: string) =>
      credentials.options.authorize(
        { email: user.email, password: user.password },
        { headers: { [CLIENT_ADDRESS_HEADER]: address, "x-forwarded-for": "192.0.2.77" } },
      );
    startOfRateLimitWindow(LOGIN_ATTEMPTS_PER_ADDRESS.windowMs);
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ADDRESS.limit; i++) {
      await consumeRateLimit("login:address:198.51.100.140", LOGIN_ATTEMPTS_PER_ADDRESS);
    }
    expect(await signIn("198.51.100.140")).toBeNull(); // throttled: next-auth answers CredentialsSignin
    expect(await signIn("198.51.100.141")).toMatchObject({ id: user.id });
  });

  it("answers a failure of its own (the database down) with a fixed code, never the error's text, and logs it", async () => {
    // next-auth sends what authorize throws to the browser as ?error=<message>:
    // Prisma's text names the query, and a connection error the database's host.
    await cutDatabase();
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    const thrown = await credentials.options
      .authorize({ email: "someone@example.in", password: "a password" }, { headers: {} })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe(SIGN_IN_FAILED);
    expect(logged).toHaveBeenCalledWith("database unavailable", expect.objectContaining({ error: expect.anything() }));
    expect(JSON.stringify(logged.mock.calls)).not.toContain("nothing@"); // the URL's password never reaches a log
  });
});
