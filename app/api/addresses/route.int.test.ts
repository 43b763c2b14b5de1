import { beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { prisma } from "@/lib/db";
import { apiRequest, bodyOf, createUser, useTestSecret, withId } from "@/test/integration/accounts";
import { DELETE, GET as getOne, PATCH, PUT } from "./[id]/route";
import { POST as setDefault } from "./[id]/default/route";
import { GET, POST } from "./route";

type Address = { id: string; isDefault: boolean; city: string; [key: string]: unknown };

async function session() {
  const user = await createUser();
  const response = await login(apiRequest("/api/auth/login", { body: user }), {});
  return { ...user, token: String((await bodyOf(response)).token) };
}

const HOME = {
  fullName: "Tara Das",
  phone: "9830012345",
  street: "5 Park Street",
  city: "Kolkata",
  state: "West Bengal",
  postalCode: "700016",
};

async function create(token: string, overrides: Record<string, unknown> = {}): Promise<Address> {
  const response = await POST(apiRequest("/api/addresses", { token, body: { ...HOME, ...overrides } }), {});
  expect(response.status).toBe(201);
  return (await bodyOf(response)).address as Address;
}

async function list(token: string): Promise<Address[]> {
  const response = await GET(apiRequest("/api/addresses", { token }), {});
  expect(response.status).toBe(200);
  return (await bodyOf(response)).addresses as Address[];
}

const defaults = (userId: string) => prisma.address.count({ where: { userId, isDefault: true } });

describe("/api/addresses", () => {
  beforeAll(useTestSecret);

  it("adds addresses; the first becomes the default and phone numbers are normalised", async () => {
    const user = await session();
    const first = await create(user.token);
    expect(first).toEqual({
      id: expect.any(String),
      ...HOME,
      phone: "+919830012345",
      country: "India",
      isDefault: true,
    });
    const second = await create(user.token, { city: "Howrah", postalCode: "711101" });
    expect(second.isDefault).toBe(false);
    const third = await create(user.token, { city: "Siliguri", postalCode: "734001", isDefault: true });
    expect(third.isDefault).toBe(true);

    const addresses = await list(user.token);
    expect(addresses.map((a) => a.city)).toEqual(["Siliguri", "Howrah", "Kolkata"]);
    expect(addresses.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it("validates input with 400 and stores nothing", async () => {
    const user = await session();
    for (const bad of [
      { phone: "12345" },
      { postalCode: "012345" },
      { state: "Bengal" },
      { fullName: " " },
      { country: "USA" },
    ]) {
      const response = await POST(apiRequest("/api/addresses", { token: user.token, body: { ...HOME, ...bad } }), {});
      expect(response.status).toBe(400);
    }
    expect(await prisma.address.count({ where: { userId: user.id } })).toBe(0);
  });

  it("edits with PUT (every field) and PATCH (some fields)", async () => {
    const user = await session();
    const address = await create(user.token);
    const put = await PUT(
      apiRequest(`/api/addresses/${address.id}`, {
        method: "PUT",
        token: user.token,
        body: { ...HOME, street: "7 Camac Street" },
      }),
      withId(address.id),
    );
    expect(put.status).toBe(200);
    expect((await bodyOf(put)).address).toMatchObject({ street: "7 Camac Street", isDefault: true });

    const patch = await PATCH(
      apiRequest(`/api/addresses/${address.id}`, {
        method: "PATCH",
        token: user.token,
        body: { city: "Kolkata North" },
      }),
      withId(address.id),
    );
    expect((await bodyOf(patch)).address).toMatchObject({ street: "7 Camac Street", city: "Kolkata North" });

    const empty = await PATCH(
      apiRequest(`/api/addresses/${address.id}`, { method: "PATCH", token: user.token, body: {} }),
      withId(address.id),
    );
    expect(empty.status).toBe(400);
    const badPin = await PATCH(
      apiRequest(`/api/addresses/${address.id}`, { method: "PATCH", token: user.token, body: { postalCode: "7000" } }),
      withId(address.id),
    );
    expect(badPin.status).toBe(400);
    expect(await prisma.address.findUniqueOrThrow({ where: { id: address.id } })).toMatchObject({
      postalCode: "700016",
    });
  });

  it("deleting the default promotes the newest other address; deleting the last leaves none", async () => {
    const user = await session();
    const a = await create(user.token, { city: "A" });
    const b = await create(user.token, { city: "B" });
    const c = await create(user.token, { city: "C" });
    const removed = await DELETE(
      apiRequest(`/api/addresses/${a.id}`, { method: "DELETE", token: user.token }),
      withId(a.id),
    );
    expect(removed.status).toBe(200);
    expect(await bodyOf(removed)).toEqual({ message: "Address deleted.", promotedId: c.id });
    expect((await list(user.token)).map((x) => [x.city, x.isDefault])).toEqual([
      ["C", true],
      ["B", false],
    ]);

    await DELETE(apiRequest(`/api/addresses/${b.id}`, { method: "DELETE", token: user.token }), withId(b.id));
    expect(await defaults(user.id)).toBe(1);
    await DELETE(apiRequest(`/api/addresses/${c.id}`, { method: "DELETE", token: user.token }), withId(c.id));
    expect(await list(user.token)).toEqual([]);
  });

  it("another user's address id answers 404 for every call and nothing changes", async () => {
    const owner = await session();
    const other = await session();
    const address = await create(owner.token);
    await create(owner.token, { city: "Second" });
    const before = await prisma.address.findMany({ where: { userId: owner.id }, orderBy: { id: "asc" } });

    const calls = [
      getOne(apiRequest(`/api/addresses/${address.id}`, { token: other.token }), withId(address.id)),
      PUT(
        apiRequest(`/api/addresses/${address.id}`, { method: "PUT", token: other.token, body: HOME }),
        withId(address.id),
      ),
      PATCH(
        apiRequest(`/api/addresses/${address.id}`, { method: "PATCH", token: other.token, body: { city: "Stolen" } }),
        withId(address.id),
      ),
      DELETE(apiRequest(`/api/addresses/${address.id}`, { method: "DELETE", token: other.token }), withId(address.id)),
      setDefault(
        apiRequest(`/api/addresses/${address.id}/default`, { method: "POST", token: other.token }),
        withId(address.id),
      ),
      getOne(apiRequest("/api/addresses/nope", { token: owner.token }), withId("nope")),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404);
      expect(await bodyOf(response)).toEqual({ message: "We could not find that address.", code: "NOT_FOUND" });
    }
    expect(await prisma.address.findMany({ where: { userId: owner.id }, orderBy: { id: "asc" } })).toEqual(before);
    expect(await list(other.token)).toEqual([]);
  });

  it("concurrent Set as Default leaves exactly one default", async () => {
    const user = await session();
    const addresses: Address[] = [];
    for (let i = 0; i < 6; i++) addresses.push(await create(user.token, { city: `City ${i}` }));

    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(
        addresses.map((address) =>
          setDefault(
            apiRequest(`/api/addresses/${address.id}/default`, { method: "POST", token: user.token }),
            withId(address.id),
          ),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(addresses.map(() => 200));
      expect(await defaults(user.id)).toBe(1);
    }

    const target = addresses[2]!;
    const response = await setDefault(
      apiRequest(`/api/addresses/${target.id}/default`, { method: "POST", token: user.token }),
      withId(target.id),
    );
    expect((await bodyOf(response)).address).toMatchObject({ id: target.id, isDefault: true });
    expect((await list(user.token))[0]!.id).toBe(target.id);
  });

  it("answers 401 without a session", async () => {
    expect((await GET(apiRequest("/api/addresses"), {})).status).toBe(401);
    expect((await POST(apiRequest("/api/addresses", { body: HOME }), {})).status).toBe(401);
  });
});
