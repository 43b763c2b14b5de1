import { afterEach, describe, expect, it, vi } from "vitest";
import { localizedApiPath, requestJson } from "./client";

describe("localizedApiPath(): a Hindi page asks /api for Hindi", () => {
  it("adds lang=hi to /api paths from a Hindi page, once", () => {
    expect(localizedApiPath("/api/cart", "hi")).toBe("/api/cart?lang=hi");
    expect(localizedApiPath("/api/getproducts?page=2", "hi")).toBe("/api/getproducts?page=2&lang=hi");
    expect(localizedApiPath("/api/cart?lang=hi", "hi")).toBe("/api/cart?lang=hi");
  });

  it("leaves English pages' calls and other paths exactly as they are", () => {
    expect(localizedApiPath("/api/cart", "en")).toBe("/api/cart");
    expect(localizedApiPath("/api/getproducts?page=2", "en")).toBe("/api/getproducts?page=2");
    expect(localizedApiPath("/demo-images/x.svg", "hi")).toBe("/demo-images/x.svg");
  });
});

describe("requestJson(): the page's language", () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = () => vi.fn(async () => Response.json({ ok: true }));

  it("calls with lang=hi from a page whose <html lang> is hi-IN, and without it elsewhere", async () => {
    const fetchImpl = answer();
    vi.stubGlobal("document", { documentElement: { lang: "hi-IN" } });
    await requestJson("/api/cart", { fetchImpl });
    vi.stubGlobal("document", { documentElement: { lang: "en-IN" } });
    await requestJson("/api/cart", { fetchImpl });
    expect(fetchImpl.mock.calls.map((call) => (call as unknown[])[0])).toEqual(["/api/cart?lang=hi", "/api/cart"]);
  });
});
