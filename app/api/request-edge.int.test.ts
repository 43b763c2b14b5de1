import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { JSON_BODY_LIMIT_BYTES, WEBHOOK_BODY_LIMIT_BYTES } from "@/lib/api/http";
import { issueSessionToken } from "@/lib/auth/session-token";
import { prisma } from "@/lib/db";
import { apiRequest, bodyOf, createUser, fromAddress, useTestSecret, withId } from "@/test/integration/accounts";
import { PATCH as patchAddress, PUT as putAddress } from "./addresses/[id]/route";
import { POST as createAddress } from "./addresses/route";
import { POST as nextAuth } from "./auth/[...nextauth]/route";
import { POST as login } from "./auth/login/route";
import { POST as logoutAll } from "./auth/logout-all/route";
import { POST as changePassword } from "./auth/password/route";
import { GET as getProfile } from "./auth/profile/getprofile/route";
import { PUT as putProfile } from "./auth/profile/route";
import { POST as signup } from "./auth/signup/route";
import { POST as addToCart } from "./cart/add/route";
import { DELETE as removeFromCart } from "./cart/remove/[id]/route";
import { POST as contact } from "./contact/route";
import { POST as webhook } from "./payment/webhook/route";
import { POST as createQuotation } from "./quotation/create/route";
import { GET as track } from "./track/route";
import { POST as addToWishlist } from "./wishlist/add/route";

// The edge every /api request passes (docs/adr/0002-client-address-and-request-edge.md):
// JSON bodies only and at most 64 KB, refused before anything runs; handlers
// that need a user refuse a guest before reading a byte of the body; the
// payment webhook has its own cap; and a state change from another origin
// is refused even when the browser calls it same-site.

beforeAll(useTestSecret);

/**
 * A body of `bytes` bytes (spaces, after a JSON prefix) that streams in
 * pieces, as a large upload arrives, with `headers` as sent: a
 * Content-Length that lies, or none at all (chunked).
 */
function streamedRequest(
  path: string,
  bytes: number,
  headers: Record<string, string>,
  { prefix = "", method = "POST", onPull = (sent: number): void => void sent } = {},
) {
  const encoder = new TextEncoder();
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const piece = sent === 0 && prefix ? encoder.encode(prefix) : new Uint8Array(8 * 1024).fill(32);
      sent += piece.byteLength;
      onPull(sent);
      controller.enqueue(piece);
    },
  });
  return new Request(`http://localhost${path}`, {
    method,
    headers: { ...fromAddress("198.51.100.90"), ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

describe("JSON request bodies", () => {
  it("answers 415 to a sign-up sent as a form, and creates nobody", async () => {
    const response = await signup(
      new Request("http://localhost/api/auth/signup", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...fromAddress("198.51.100.91") },
        body: "name=Form&email=form%40example.in&password=monsoon-ledger-42",
      }),
      {},
    );
    expect(response.status).toBe(415);
    expect(await bodyOf(response)).toEqual({
      message: "Send the request body as JSON (Content-Type: application/json).",
      code: "UNSUPPORTED_MEDIA_TYPE",
    });
    expect(await prisma.user.count({ where: { email: "form@example.in" } })).toBe(0);
  });

  it(`answers 413 past ${JSON_BODY_LIMIT_BYTES / 1024} KB whether Content-Length lies or is missing, and stores nothing`, async () => {
    const prefix = '{"name":"Big","email":"big@example.in","subject":"Hi","message":"x"}';
    const lyingOrMissingLength: Array<Record<string, string>> = [
      { "content-type": "application/json", "content-length": "68" },
      { "content-type": "application/json" },
    ];
    for (const headers of lyingOrMissingLength) {
      const response = await contact(
        streamedRequest("/api/contact", JSON_BODY_LIMIT_BYTES + 8 * 1024, headers, { prefix }),
        {},
      );
      expect(response.status).toBe(413);
      expect(await bodyOf(response)).toEqual({
        message: "The request body is too large: at most 64 KB.",
        code: "PAYLOAD_TOO_LARGE",
      });
    }
    expect(await prisma.contactMessage.count({ where: { email: "big@example.in" } })).toBe(0);
  });
});

describe("NUL characters", () => {
  // PostgreSQL cannot keep U+0000 in text: each of these answered a 500 from the database before.
  const refused = {
    message: "The request contains a NUL character (%00 or \\u0000), which is not accepted.",
    code: "BAD_REQUEST",
  };

  it("answer 400 in a JSON string or key, a guest's or a shopper's, and nothing is stored", async () => {
    const guest = await login(
      apiRequest("/api/auth/login", {
        body: { email: "nul\u0000@example.in", password: "whatever it is" },
        ip: "198.51.100.93",
      }),
      {},
    );
    expect(guest.status).toBe(400);
    expect(await bodyOf(guest)).toEqual(refused);

    const user = await createUser();
    const { token } = await issueSessionToken({ id: user.id, tokenVersion: 0 });
    const profile = await putProfile(
      apiRequest("/api/auth/profile", { method: "PUT", token, body: { name: "Nul\u0000Name" } }),
      {},
    );
    expect(profile.status).toBe(400);
    expect(await bodyOf(profile)).toEqual(refused);
    const address = await createAddress(
      apiRequest("/api/addresses", { token, body: { ["full\u0000Name"]: "Asha", street: "1 MG Road" } }),
      {},
    );
    expect(address.status).toBe(400);
    expect(await bodyOf(address)).toEqual(refused);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { name: true } })).toEqual({
      name: user.name,
    });
    expect(await prisma.address.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answer 400 in the address: a route id or a query value", async () => {
    const user = await createUser();
    const { token } = await issueSessionToken({ id: user.id, tokenVersion: 0 });
    const removed = await removeFromCart(
      apiRequest("/api/cart/remove/ab%00c", { method: "DELETE", token }),
      withId("ab\u0000c"),
    );
    expect(removed.status).toBe(400);
    expect(await bodyOf(removed)).toEqual(refused);
    const tracked = await track(apiRequest("/api/track?orderId=ab%00c&phone=9876543210", { ip: "198.51.100.94" }), {});
    expect(tracked.status).toBe(400);
    expect(await bodyOf(tracked)).toEqual(refused);
  });

  it("answer 400 in a form field of next-auth's credentials sign-in, before next-auth reads it", async () => {
    // next-auth reads its forms itself (not readJson/readFormData); the database answered the e-mail's NUL.
    const signIn = (body: string, type: string) =>
      nextAuth(
        new NextRequest("http://localhost/api/auth/callback/credentials", {
          method: "POST",
          headers: { ...fromAddress("198.51.100.95"), "content-type": type },
          body,
        }),
        { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) },
      );
    for (const [body, type] of [
      ["csrfToken=x&email=nul%00%40example.in&password=whatever", "application/x-www-form-urlencoded"],
      [JSON.stringify({ csrfToken: "x", email: "nul\u0000@example.in", password: "whatever" }), "application/json"],
    ] as const) {
      const response = await signIn(body, type);
      expect(response.status, type).toBe(400);
      expect(await bodyOf(response), type).toEqual(refused);
    }
  });
});

describe("handlers that need a user", () => {
  it("answer a guest 401 before reading the body, however large or malformed", async () => {
    const handlers: Array<[string, (request: Request) => Promise<Response>]> = [
      ["POST /api/addresses", (request) => createAddress(request, {})],
      ["PUT /api/addresses/{id}", (request) => putAddress(request, withId("a1"))],
      ["PATCH /api/addresses/{id}", (request) => patchAddress(request, withId("a1"))],
      ["POST /api/auth/password", (request) => changePassword(request, {})],
      ["PUT /api/auth/profile", (request) => putProfile(request, {})],
      ["POST /api/cart/add", (request) => addToCart(request, {})],
      ["POST /api/wishlist/add", (request) => addToWishlist(request, {})],
      ["POST /api/quotation/create", (request) => createQuotation(request, {})],
    ];
    for (const [name, handler] of handlers) {
      const [method, path] = name.split(" ");
      const request = streamedRequest(path!, JSON_BODY_LIMIT_BYTES * 2, { "content-type": "text/plain" }, { method });
      const response = await handler(request);
      expect(response.status, name).toBe(401);
      expect(await bodyOf(response), name).toMatchObject({ code: "UNAUTHORIZED" });
    }
  });
});

describe("next-auth's own routes", () => {
  it(`refuse a form body past ${JSON_BODY_LIMIT_BYTES / 1024} KB with 413 without reading it whole`, async () => {
    // next-auth reads a POST body whole (req.text()) before it looks at anything.
    let read = 0;
    const total = 16 * 1024 * 1024;
    const request = streamedRequest(
      "/api/auth/callback/credentials",
      total,
      { "content-type": "application/x-www-form-urlencoded" },
      {
        prefix: "csrfToken=x&email=a%40example.in&password=",
        onPull: (sent) => {
          read = sent;
        },
      },
    );
    const response = await nextAuth(new NextRequest(request), {
      params: Promise.resolve({ nextauth: ["callback", "credentials"] }),
    });
    expect(response.status).toBe(413);
    expect(await bodyOf(response)).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    expect(read).toBeLessThan(JSON_BODY_LIMIT_BYTES + 64 * 1024);
  });
});

describe("the payment webhook", () => {
  it(`refuses a body past ${WEBHOOK_BODY_LIMIT_BYTES / 1024} KB with 413 before looking at it`, async () => {
    const response = await webhook(
      streamedRequest("/api/payment/webhook", WEBHOOK_BODY_LIMIT_BYTES + 8 * 1024, {
        "content-type": "application/json",
        "x-razorpay-signature": "0".repeat(64),
      }),
      {},
    );
    expect(response.status).toBe(413);
    expect(await bodyOf(response)).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });
});

describe("state changes from another origin", () => {
  it("refuse a login whose Origin is another site's, and set no cookie", async () => {
    const user = await createUser();
    const from = (origin: string) =>
      login(
        apiRequest("/api/auth/login", {
          body: { email: user.email, password: user.password },
          headers: { Origin: origin, "Sec-Fetch-Site": "same-site" },
        }),
        {},
      );
    const forged = await from("https://login.localhost");
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
    expect(await bodyOf(forged)).toEqual({
      message: "Requests from other websites are not accepted.",
      code: "FORBIDDEN",
    });
    expect((await from("http://localhost")).status).toBe(200);
  });

  it("refuse “log out everywhere” from a sibling port, so the shopper stays logged in", async () => {
    const user = await createUser();
    const { token } = await issueSessionToken({ id: user.id, tokenVersion: 0 });
    const cookie = `next-auth.session-token=${token}`;
    const sibling = await logoutAll(
      apiRequest("/api/auth/logout-all", {
        method: "POST",
        cookie,
        headers: { Origin: "http://localhost:8080", "Sec-Fetch-Site": "same-site" },
      }),
      {},
    );
    expect(sibling.status).toBe(403);
    expect((await getProfile(apiRequest("/api/auth/profile/getprofile", { cookie }), {})).status).toBe(200);
  });
});
