import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { invalidateCatalog } from "@/lib/catalog/cache";
import { NEARBY_SHOPS_TAG } from "@/lib/content/nearby-shops";
import { prisma } from "@/lib/db";
import { adminAndShopper, apiRequest, bodyOf, useTestSecret, withId } from "@/test/integration/accounts";
import { GET as publicShops } from "../../nearby/shops/route";
import { DELETE as deleteShop, PATCH as patchShop } from "./[id]/route";
import { GET as listShops, POST as postShop } from "./route";

// Outside Next there is no cache to invalidate; record what each write would invalidate.
vi.mock("@/lib/catalog/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/catalog/cache")>()),
  invalidateCatalog: vi.fn(),
}));

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
type Json = Record<string, unknown>;
type PublicShop = { _id: string; name: string; image: string; address: string; telephone: string; mapsLink: string };

let adminToken: string;
let shopperToken: string;

const call = async (
  handler: Handler,
  path: string,
  options: { method?: string; body?: unknown; id?: string; token?: string } = {},
) => {
  const response = await handler(
    apiRequest(path, { method: options.method, body: options.body, token: options.token ?? adminToken }),
    withId(options.id ?? ""),
  );
  return { status: response.status, body: (await bodyOf(response)) as Json };
};

const shown = async (lang?: "hi"): Promise<PublicShop[]> =>
  (await publicShops(new Request(`http://shop.test/api/nearby/shops${lang ? `?lang=${lang}` : ""}`), undefined)).json();

let counter = 0;
const validShop = (overrides: Json = {}) => ({
  name: `Kosh Hazratganj ${++counter}`,
  image: "/media/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.webp",
  address: "14, Shahnajaf Road, Hazratganj",
  addressHi: "14, शाहनजफ़ रोड, हज़रतगंज",
  city: "Lucknow",
  cityHi: "लखनऊ",
  state: "Uttar Pradesh",
  postalCode: "226001",
  telephone: "+91 522 400 1234",
  mapsLink: "https://www.google.com/maps/search/?api=1&query=Kosh%20Hazratganj",
  ...overrides,
});

beforeAll(async () => {
  useTestSecret();
  ({ adminToken, shopperToken } = await adminAndShopper());
});

beforeEach(() => {
  vi.mocked(invalidateCatalog).mockClear();
});

describe("admin nearby shops API", () => {
  it("adds a shop that GET /api/nearby/shops then lists, its address in English and (?lang=hi) Hindi", async () => {
    const created = await call(postShop, "/api/admin/nearby-shops", { body: validShop({ name: "Kosh Hazratganj" }) });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("Shop added.");
    const id = (created.body.shop as { id: string }).id;
    expect(vi.mocked(invalidateCatalog)).toHaveBeenCalledWith(NEARBY_SHOPS_TAG);

    const english = (await shown()).find((shop) => shop._id === id);
    expect(english).toEqual({
      _id: id,
      name: "Kosh Hazratganj",
      image: "/media/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.webp",
      address: "14, Shahnajaf Road, Hazratganj, Lucknow, Uttar Pradesh 226001",
      telephone: "+91 522 400 1234",
      mapsLink: "https://www.google.com/maps/search/?api=1&query=Kosh%20Hazratganj",
    });
    const hindi = (await shown("hi")).find((shop) => shop._id === id);
    expect(hindi?.address).toBe("14, शाहनजफ़ रोड, हज़रतगंज, लखनऊ, उत्तर प्रदेश 226001".normalize("NFC"));

    const list = await call(listShops, "/api/admin/nearby-shops");
    expect(list.status).toBe(200);
    expect(list.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, isActive: true, cityHi: "लखनऊ" })]),
    );
  });

  it("edits a shop, hides it (gone from the page's API, kept for the admin), shows it again and deletes it", async () => {
    const { body } = await call(postShop, "/api/admin/nearby-shops", { body: validShop() });
    const id = (body.shop as { id: string }).id;
    const path = `/api/admin/nearby-shops/${id}`;

    const edited = await call(patchShop, path, {
      method: "PATCH",
      id,
      body: { address: "2, Ashok Marg", addressHi: "2, अशोक मार्ग", telephone: "98765 43210", postalCode: "226002" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe("Shop saved.");
    expect(vi.mocked(invalidateCatalog)).toHaveBeenCalledWith(NEARBY_SHOPS_TAG);
    expect((await shown()).find((shop) => shop._id === id)).toMatchObject({
      address: "2, Ashok Marg, Lucknow, Uttar Pradesh 226002",
      telephone: "98765 43210",
    });
    expect((await shown("hi")).find((shop) => shop._id === id)?.address).toBe("2, अशोक मार्ग, लखनऊ, उत्तर प्रदेश 226002");

    vi.mocked(invalidateCatalog).mockClear();
    expect((await call(patchShop, path, { method: "PATCH", id, body: { isActive: false } })).status).toBe(200);
    expect(vi.mocked(invalidateCatalog)).toHaveBeenCalledWith(NEARBY_SHOPS_TAG);
    expect((await shown()).map((shop) => shop._id)).not.toContain(id);
    expect((await shown("hi")).map((shop) => shop._id)).not.toContain(id);
    const list = await call(listShops, "/api/admin/nearby-shops");
    expect(list.body).toEqual(expect.arrayContaining([expect.objectContaining({ id, isActive: false })]));

    await call(patchShop, path, { method: "PATCH", id, body: { isActive: true } });
    expect((await shown()).map((shop) => shop._id)).toContain(id);

    vi.mocked(invalidateCatalog).mockClear();
    const deleted = await call(deleteShop, path, { method: "DELETE", id });
    expect(deleted).toEqual({ status: 200, body: { message: "Shop deleted." } });
    expect(vi.mocked(invalidateCatalog)).toHaveBeenCalledWith(NEARBY_SHOPS_TAG);
    expect((await shown()).map((shop) => shop._id)).not.toContain(id);
    expect((await call(deleteShop, path, { method: "DELETE", id })).status).toBe(404);
    expect((await call(patchShop, path, { method: "PATCH", id, body: { isActive: true } })).status).toBe(404);
  });

  it("answers 403 to a shopper and 401 to a guest on every route, and changes nothing", async () => {
    const { body } = await call(postShop, "/api/admin/nearby-shops", { body: validShop() });
    const shop = body.shop as { id: string; name: string };
    const before = await prisma.nearbyShop.count();
    const attempts: Array<[Handler, string, string, unknown]> = [
      [listShops, "GET", "/api/admin/nearby-shops", undefined],
      [postShop, "POST", "/api/admin/nearby-shops", validShop()],
      [patchShop, "PATCH", `/api/admin/nearby-shops/${shop.id}`, { name: "Taken over" }],
      [deleteShop, "DELETE", `/api/admin/nearby-shops/${shop.id}`, undefined],
    ];
    for (const [handler, method, path, requestBody] of attempts) {
      const asShopper = await call(handler, path, { method, body: requestBody, id: shop.id, token: shopperToken });
      expect(asShopper.status, `${method} ${path} as a shopper`).toBe(403);
      const response = await handler(apiRequest(path, { method, body: requestBody }), withId(shop.id));
      expect(response.status, `${method} ${path} as a guest`).toBe(401);
    }
    expect(await prisma.nearbyShop.count()).toBe(before);
    expect(await prisma.nearbyShop.findUniqueOrThrow({ where: { id: shop.id } })).toMatchObject({ name: shop.name });
    expect(vi.mocked(invalidateCatalog)).toHaveBeenCalledTimes(1); // the admin's own creation only
  });

  it.each([
    ["a telephone that is not Indian", { telephone: "12345" }, "Enter a valid Indian telephone number"],
    ["a number one digit short", { telephone: "+91 98765 4321" }, "Enter a valid Indian telephone number"],
    ["a bad PIN code", { postalCode: "012345" }, "Enter a valid 6-digit PIN code."],
    ["a maps link that is not https", { mapsLink: "http://maps.example.in/shop" }, "mapsLink must be an https address"],
    ["a maps link that is no address", { mapsLink: "javascript:alert(1)" }, "mapsLink must be an https address"],
    ["an oversized name", { name: "K".repeat(101) }, "name can be at most 100 characters."],
    ["an oversized address", { address: "A".repeat(201) }, "address can be at most 200 characters."],
    ["a Hindi city not in Devanagari", { cityHi: "Lucknow" }, "cityHi must be written in Devanagari"],
    ["an unknown state", { state: "Atlantis" }, "Choose a state or union territory."],
    ["an image that is not on this site or https", { image: "http://example.in/x.png" }, "image must be a path"],
    ["no name", { name: "  " }, "name is required."],
    ["a Hindi name not in Devanagari", { nameHi: "Kosh" }, "nameHi must be written in Devanagari"],
    ["a display order that is not whole", { position: 2.5 }, "position must be a whole number."],
    ["a display order below 0", { position: -1 }, "position must be 0 or more."],
    ["a display order too high", { position: 10_001 }, "position can be at most 10000."],
    ["a display order given as text", { position: "first" }, "position must be a whole number."],
    [
      "a PIN code of another state (Lucknow's, in Kerala)",
      { state: "Kerala" },
      "PIN code 226001 is in Uttar Pradesh, not Kerala. Check the PIN code, or choose Uttar Pradesh as the state.",
    ],
    [
      "a PIN code the directory does not know whose first digits are another state's",
      { postalCode: "226999", state: "Kerala" },
      "PIN code 226999 is in Uttar Pradesh, not Kerala.",
    ],
  ])("refuses %s with a 400 naming the problem, and stores nothing", async (_label, overrides, message) => {
    const before = await prisma.nearbyShop.count();
    const created = await call(postShop, "/api/admin/nearby-shops", { body: validShop(overrides) });
    expect(created.status).toBe(400);
    expect(created.body.message).toContain(message);
    expect(await prisma.nearbyShop.count()).toBe(before);

    const shop = await prisma.nearbyShop.findFirstOrThrow({ select: { id: true, name: true } });
    const edited = await call(patchShop, `/api/admin/nearby-shops/${shop.id}`, {
      method: "PATCH",
      id: shop.id,
      body: overrides,
    });
    expect(edited.status).toBe(400);
    expect(edited.body.message).toContain(message);
    expect(vi.mocked(invalidateCatalog)).not.toHaveBeenCalled();
  });

  it("answers a bad telephone in Hindi to ?lang=hi", async () => {
    const response = await postShop(
      apiRequest("/api/admin/nearby-shops?lang=hi", { body: validShop({ telephone: "12345" }), token: adminToken }),
      withId(""),
    );
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toContain("सही भारतीय फ़ोन नंबर दर्ज करें");
  });

  it("checks a PIN code sent alone against the stored state, and a state sent alone against the stored PIN code", async () => {
    const { body } = await call(postShop, "/api/admin/nearby-shops", { body: validShop() });
    const id = (body.shop as { id: string }).id;
    const path = `/api/admin/nearby-shops/${id}`;
    vi.mocked(invalidateCatalog).mockClear();

    const pin = await call(patchShop, path, { method: "PATCH", id, body: { postalCode: "560038" } });
    expect(pin).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("560038 is in Karnataka, not Uttar Pradesh") },
    });
    const state = await call(patchShop, path, { method: "PATCH", id, body: { state: "Delhi" } });
    expect(state).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("226001 is in Uttar Pradesh, not Delhi") },
    });
    expect(await prisma.nearbyShop.findUniqueOrThrow({ where: { id } })).toMatchObject({
      postalCode: "226001",
      state: "Uttar Pradesh",
    });
    expect(vi.mocked(invalidateCatalog)).not.toHaveBeenCalled();

    // Both changed together, and a PIN code the directory does not know in a state its first digits reach.
    const moved = await call(patchShop, path, {
      method: "PATCH",
      id,
      body: { postalCode: "560038", state: "Karnataka" },
    });
    expect(moved.status).toBe(200);
    expect((await call(patchShop, path, { method: "PATCH", id, body: { postalCode: "560999" } })).status).toBe(200);
    expect(
      (
        await call(patchShop, "/api/admin/nearby-shops/no-such-shop", {
          method: "PATCH",
          id: "no-such-shop",
          body: { state: "Goa" },
        })
      ).status,
    ).toBe(404);
  });

  it("answers a PIN code of another state in Hindi to ?lang=hi", async () => {
    const response = await postShop(
      apiRequest("/api/admin/nearby-shops?lang=hi", { body: validShop({ state: "Kerala" }), token: adminToken }),
      withId(""),
    );
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(
      "पिन कोड 226001 उत्तर प्रदेश में है, केरल में नहीं। पिन कोड जाँचें, या राज्य के रूप में उत्तर प्रदेश चुनें।",
    );
  });

  it("shows the Hindi name on ?lang=hi (the English one where there is none) and lists shops by their display order", async () => {
    const named = await call(postShop, "/api/admin/nearby-shops", {
      body: validShop({ name: "Kosh Aminabad", nameHi: "कोश अमीनाबाद", position: 0 }),
    });
    const plain = await call(postShop, "/api/admin/nearby-shops", {
      body: validShop({ name: "Kosh Gomti Nagar", position: 0 }),
    });
    const [namedId, plainId] = [named.body.shop, plain.body.shop].map((shop) => (shop as { id: string }).id);
    expect(named.body.shop).toMatchObject({ nameHi: "कोश अमीनाबाद", position: 0 });

    const hindi = await shown("hi");
    expect(hindi.find((shop) => shop._id === namedId)?.name).toBe("कोश अमीनाबाद");
    expect(hindi.find((shop) => shop._id === plainId)?.name).toBe("Kosh Gomti Nagar");
    expect((await shown()).find((shop) => shop._id === namedId)?.name).toBe("Kosh Aminabad");
    // Same place: by name. Then the operator moves Gomti Nagar first.
    const order = async () => (await shown()).map((shop) => shop._id).filter((id) => id === namedId || id === plainId);
    expect(await order()).toEqual([namedId, plainId]);
    await call(patchShop, `/api/admin/nearby-shops/${namedId}`, {
      method: "PATCH",
      id: namedId,
      body: { position: 1 },
    });
    expect(await order()).toEqual([plainId, namedId]);

    // Cleared: blank is no Hindi name.
    const cleared = await call(patchShop, `/api/admin/nearby-shops/${namedId}`, {
      method: "PATCH",
      id: namedId,
      body: { nameHi: " " },
    });
    expect(cleared.body.shop).toMatchObject({ nameHi: null });
    expect((await shown("hi")).find((shop) => shop._id === namedId)?.name).toBe("Kosh Aminabad");
  });

  it("answers 409 for a second shop of the same name in the same city", async () => {
    const first = validShop();
    expect((await call(postShop, "/api/admin/nearby-shops", { body: first })).status).toBe(201);
    const again = await call(postShop, "/api/admin/nearby-shops", { body: { ...first, address: "Elsewhere" } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("A shop with this name already exists in this city.");
  });
});
