import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, assertNotCrossSite, json, JSON_BODY_LIMIT_BYTES, readJson, readQuery, route } from "./http";

const handler = route(async () => json({ ok: true }));
const call = (method: string, site?: string) =>
  handler(new Request("http://shop.test/api/x", { method, headers: site ? { "Sec-Fetch-Site": site } : {} }), {});

describe("route(): requests another website makes a browser send", () => {
  it("refuses a cross-site state change with 403 before the handler runs", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const response = await call(method, "cross-site");
      expect(response.status, method).toBe(403);
      expect(await response.json()).toEqual({
        message: "Requests from other websites are not accepted.",
        code: "FORBIDDEN",
      });
    }
  });

  it("lets same-origin pages, cross-site reads and clients without the header through", async () => {
    expect((await call("POST", "same-origin")).status).toBe(200);
    expect((await call("POST", "none")).status).toBe(200); // typed into the address bar, a bookmark
    expect((await call("GET", "cross-site")).status).toBe(200);
    expect((await call("POST")).status).toBe(200); // curl, an app, Razorpay's webhook
  });
});

describe("assertNotCrossSite(): the Origin header", () => {
  const post = (headers: Record<string, string>, url = "http://shop.test/api/x") =>
    new Request(url, { method: "POST", headers });
  const refused = (request: Request, env: Record<string, string | undefined> = {}) => {
    try {
      assertNotCrossSite(request, env);
      return false;
    } catch (error) {
      return error instanceof ApiError && error.status === 403;
    }
  };

  it("refuses a state change from any other origin, a sibling port or subdomain included", () => {
    for (const origin of ["https://evil.example", "http://shop.test:8080", "http://blog.shop.test", "null"]) {
      expect(refused(post({ Origin: origin, "Sec-Fetch-Site": "same-site" })), origin).toBe(true);
    }
  });

  it("accepts the shop's own origin: the request's host, NEXTAUTH_URL's, or the host a proxy forwarded", () => {
    expect(refused(post({ Origin: "http://shop.test" }))).toBe(false);
    // Behind a proxy that rewrote Host to the upstream's address.
    const upstream = post({ Origin: "https://shop.example.in", Host: "127.0.0.1:3000" }, "http://127.0.0.1:3000/api/x");
    expect(refused(upstream, { NEXTAUTH_URL: "https://shop.example.in" })).toBe(false);
    expect(refused(upstream)).toBe(true);
    const forwarded = post(
      { Origin: "https://shop.example.in", Host: "127.0.0.1:3000", "X-Forwarded-Host": "shop.example.in" },
      "http://127.0.0.1:3000/api/x",
    );
    expect(refused(forwarded)).toBe(false);
    expect(refused(post({ Origin: "https://SHOP.test:443" }, "https://shop.test/api/x"))).toBe(false);
  });

  it("refuses the shop's own host over plain http when the shop is served over https", () => {
    const publicHttps = { NEXTAUTH_URL: "https://shop.example.in" };
    const overHttp = post({ Origin: "http://shop.example.in" }, "http://127.0.0.1:3000/api/x");
    expect(refused(overHttp, publicHttps)).toBe(true);
    expect(refused(post({ Origin: "https://shop.example.in" }, "http://127.0.0.1:3000/api/x"), publicHttps)).toBe(
      false,
    );
    // Served over http (development, the e2e tests), http is its own origin.
    expect(refused(overHttp, { NEXTAUTH_URL: "http://shop.example.in" })).toBe(false);
  });

  it("leaves reads and requests without an Origin (apps, curl, Razorpay) alone", () => {
    expect(refused(new Request("http://shop.test/api/x", { headers: { Origin: "https://evil.example" } }))).toBe(false);
    expect(refused(post({}))).toBe(false);
  });
});

describe("readQuery()", () => {
  it("reads a name given twice by its first value, as ?lang is read: one request, one language", () => {
    const schema = z.object({ lang: z.enum(["en", "hi"]).optional(), page: z.coerce.number().optional() });
    const asked = new Request("http://shop.test/api/x?lang=hi&page=2&lang=en&page=9");
    expect(readQuery(asked, schema)).toEqual({ lang: "hi", page: 2 });
  });
});

describe("readJson()", () => {
  const schema = z.object({ name: z.string() });
  const statusOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => 200,
      (error: unknown) => (error instanceof ApiError ? error.status : 500),
    );
  const stream = (bytes: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < bytes; sent += 16 * 1024) controller.enqueue(new Uint8Array(16 * 1024).fill(32));
        controller.close();
      },
    });
  const withBody = (body: BodyInit, headers: Record<string, string>) =>
    new Request("http://shop.test/api/x", { method: "POST", headers, body, duplex: "half" } as RequestInit);

  it("reads application/json, with or without a charset", async () => {
    for (const type of ["application/json", "Application/JSON; charset=utf-8"]) {
      await expect(readJson(withBody('{"name":"Asha"}', { "Content-Type": type }), schema)).resolves.toEqual({
        name: "Asha",
      });
    }
  });

  it("answers 415 to any other content type, or none", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      expect(await statusOf(readJson(withBody('{"name":"Asha"}', { "Content-Type": type }), schema)), type).toBe(415);
    }
    expect(await statusOf(readJson(withBody('{"name":"Asha"}', {}), schema))).toBe(415);
  });

  it(`answers 413 past ${JSON_BODY_LIMIT_BYTES / 1024} KB, even when Content-Length lies or is missing`, async () => {
    const over = JSON_BODY_LIMIT_BYTES + 1024;
    const json = { "Content-Type": "application/json" };
    expect(await statusOf(readJson(withBody(stream(over), json), schema))).toBe(413);
    expect(await statusOf(readJson(withBody(stream(over), { ...json, "Content-Length": "20" }), schema))).toBe(413);
    expect(await statusOf(readJson(withBody(" ".repeat(over), json), schema))).toBe(413);
    // Up to the limit is fine (whitespace around a value is valid JSON).
    const padded = `{"name":"Asha"}${" ".repeat(JSON_BODY_LIMIT_BYTES - 15)}`;
    expect(await statusOf(readJson(withBody(padded, json), schema))).toBe(200);
  });

  it("answers a deeply nested body within the limit with a 400, not a 500", async () => {
    const json = { "Content-Type": "application/json" };
    const depth = 30_000; // 60 KB of brackets: the NUL check walked it recursively and overflowed the stack
    const nested = (inner: string) => `{"name":${"[".repeat(depth)}${inner}${"]".repeat(depth)}}`;
    const wrongType = readJson(withBody(nested(""), json), schema);
    await expect(wrongType).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^name: /) });
    const hiddenNul = readJson(withBody(nested('"\\u0000"'), json), schema);
    await expect(hiddenNul).rejects.toMatchObject({ status: 400, message: expect.stringContaining("NUL") });
  });
});
