import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { DatabaseUnavailableError } from "@/lib/observability/database-errors";
import { z } from "zod";
import { DomainError } from "@/lib/errors";
import { badRequest, json, readQuery, route } from "./http";

// route()'s failure answers, as an API client and an operator see them.

let lines: Array<Record<string, unknown>> = [];
beforeEach(() => {
  lines = [];
  vi.stubEnv("LOG_FORMAT", "json");
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    lines.push(JSON.parse(String(chunk)));
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const failing = (error: unknown) =>
  route(async () => {
    throw error;
  });
const call = (handler: ReturnType<typeof route>, headers: Record<string, string> = {}) =>
  handler(
    new Request("http://shop.test/api/track?orderId=KC1&phone=9876543210", {
      headers: { Cookie: "next-auth.session-token=secret-cookie", Authorization: "Bearer secret-token", ...headers },
    }),
    {},
  );

describe("route(): the database is unavailable", () => {
  const outages = {
    "the driver's error": new Prisma.PrismaClientKnownRequestError("Can't reach database server at db.internal:5432", {
      code: "P1001",
      clientVersion: "7.10.1",
    }),
    "lib/db's conversion": new DatabaseUnavailableError(new Error("Connection terminated unexpectedly")),
  };
  it.each(Object.entries(outages))(
    "answers 503, the error shape, Retry-After and X-Request-Id (%s)",
    async (_label, error) => {
      const response = await call(failing(error));
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({
        message: "The shop is temporarily unavailable. Please try again shortly.",
        code: "UNAVAILABLE",
      });
      const requestId = response.headers.get("x-request-id");
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: "error",
        msg: "database unavailable",
        requestId,
        method: "GET",
        path: "/api/track",
        query: ["orderId", "phone"],
        status: 503,
      });
      expect((lines[0]!.error as { stack?: string }).stack).toBeUndefined();
      const text = JSON.stringify(lines[0]);
      for (const secret of ["secret-cookie", "secret-token", "9876543210"]) expect(text).not.toContain(secret);
    },
  );
});

describe("route(): other failures", () => {
  it("answers a bug with 500 and logs it once with its stack and the response's request id", async () => {
    const response = await call(failing(new TypeError("Cannot read properties of undefined")));
    expect(response.status).toBe(500);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(await response.json()).toEqual({ message: "Something went wrong. Please try again.", code: "INTERNAL" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: "request failed",
      status: 500,
      requestId: response.headers.get("x-request-id"),
    });
    expect((lines[0]!.error as { stack: string }).stack).toContain("TypeError: Cannot read properties of undefined");
  });

  it("answers a client's mistake with its 4xx and the request id, without a log line", async () => {
    const response = await call(failing(badRequest("phone: Enter a 10-digit mobile number")));
    expect(response.status).toBe(400);
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([]);
  });

  it("writes nothing for a request that succeeds", async () => {
    const response = await call(route(async () => json({ ok: true })));
    expect(response.status).toBe(200);
    expect(lines).toEqual([]);
  });

  it("uses a trusted proxy's request id when configured, and never a client's otherwise", async () => {
    const handler = failing(new Error("boom"));
    expect((await call(handler, { "X-Request-Id": "client-chosen" })).headers.get("x-request-id")).not.toBe(
      "client-chosen",
    );
    vi.stubEnv("TRUSTED_REQUEST_ID_HEADER", "x-request-id");
    const response = await call(handler, { "X-Request-Id": "edge-7d1f" });
    expect(response.headers.get("x-request-id")).toBe("edge-7d1f");
    expect(lines.at(-1)).toMatchObject({ requestId: "edge-7d1f" });
  });
});

describe("route(): answers in the request's language (?lang=hi)", () => {
  const hindi = (handler: ReturnType<typeof route>, query = "lang=hi") =>
    handler(new Request(`http://shop.test/api/cart?${query}`), {});

  it("answers a domain error's and an unexpected error's message in Hindi, with the same status, code and shape", async () => {
    const response = await hindi(failing(new DomainError("conflict", "Your cart is empty.", "CONFLICT")));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "आपका कार्ट खाली है।", code: "CONFLICT" });
    const bug = await hindi(failing(new Error("boom")));
    expect(bug.status).toBe(500);
    expect(await bug.json()).toEqual({ message: "कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।", code: "INTERNAL" });
  });

  it("translates a success answer's message, keeps its other fields and headers, and leaves English alone", async () => {
    const handler = route(async () =>
      json({ message: "Added to cart.", count: 2 }, { status: 201, headers: { "X-Extra": "1" } }),
    );
    const translated = await hindi(handler);
    expect(translated.status).toBe(201);
    expect(translated.headers.get("x-extra")).toBe("1");
    expect(await translated.json()).toEqual({ message: "कार्ट में जोड़ दिया गया।", count: 2 });
    for (const query of ["", "lang=en", "lang=fr"]) {
      expect(await (await hindi(handler, query)).json()).toEqual({ message: "Added to cart.", count: 2 });
    }
  });

  it("gives zod's own messages in Hindi and the schema's messages from the catalogue", async () => {
    const schema = z.object({ email: z.string().email("Enter a valid email address."), quantity: z.number() });
    const handler = route(async (request) => json(readQuery(request, schema)));
    const response = await hindi(handler, "lang=hi&email=nope");
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBe("email: सही ई-मेल पता दर्ज करें।");
    expect(body.issues).toEqual([
      { path: "email", message: "सही ई-मेल पता दर्ज करें।" },
      { path: "quantity", message: expect.stringMatching(/[\u0900-\u097F]/) },
    ]);
    const english = await (await hindi(handler, "email=nope")).json();
    expect(english.message).toBe("email: Enter a valid email address.");
    expect(english.issues[1].message).toBe("Invalid input: expected number, received undefined");
  });
});
