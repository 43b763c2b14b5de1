import { describe, expect, it } from "vitest";
import { json, route } from "./http";

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
