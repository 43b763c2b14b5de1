import { beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { prisma } from "@/lib/db";
import { apiRequest, bodyOf, createUser, useTestSecret } from "@/test/integration/accounts";
import { GET as getProfile } from "./getprofile/route";
import { PUT } from "./route";

async function session(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  const response = await login(apiRequest("/api/auth/login", { body: user }), {});
  return { ...user, token: String((await bodyOf(response)).token) };
}

const put = (token: string | undefined, body: unknown) =>
  PUT(apiRequest("/api/auth/profile", { method: "PUT", token, body }), {});

const ADDRESS = { street: "12 MG Road, Indiranagar", city: "Bengaluru", state: "Karnataka", postalCode: "560038" };

/** Everything the profile is made of, to prove a refused update changed nothing. */
const snapshot = (userId: string) =>
  prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { name: true, email: true, phone: true, updatedAt: true, addresses: true },
  });

describe("profile: GET /api/auth/profile/getprofile and PUT /api/auth/profile", () => {
  beforeAll(useTestSecret);

  it("shows name, email, phone and no address for a new account", async () => {
    const user = await session({ name: "Ira" });
    const response = await getProfile(apiRequest("/api/auth/profile/getprofile", { token: user.token }), {});
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({
      profile: { id: user.id, name: "Ira", email: user.email, phone: "", address: null, gstInvoice: null },
    });
  });

  it("saves name and phone and turns the address into the default saved address; the email never changes", async () => {
    const user = await session();
    const response = await put(user.token, {
      name: " Ira Menon ",
      email: "hijack@example.in",
      phone: "098450 12345",
      address: { ...ADDRESS, country: "India" },
    });
    expect(response.status).toBe(200);
    const expected = {
      id: user.id,
      name: "Ira Menon",
      email: user.email,
      phone: "+919845012345",
      address: { ...ADDRESS, country: "India" },
      gstInvoice: null,
    };
    expect(await bodyOf(response)).toEqual({ message: "Profile updated successfully!", profile: expected });

    const addresses = await prisma.address.findMany({ where: { userId: user.id } });
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).toMatchObject({ ...ADDRESS, fullName: "Ira Menon", phone: "+919845012345", isDefault: true });

    // A second save edits that same address.
    const moved = await put(user.token, {
      name: "Ira Menon",
      phone: "+919845012345",
      address: { ...ADDRESS, city: "Mysuru", postalCode: "570001" },
    });
    expect(moved.status).toBe(200);
    const after = await prisma.address.findMany({ where: { userId: user.id } });
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: addresses[0]!.id, city: "Mysuru", postalCode: "570001" });

    const read = await getProfile(apiRequest("/api/auth/profile/getprofile", { token: user.token }), {});
    expect((await bodyOf(read)).profile).toMatchObject({ email: user.email, address: { city: "Mysuru" } });
  });

  it("refuses an invalid phone, PIN or state with 400 and changes nothing", async () => {
    const user = await session({ phone: "+919812345678" });
    await put(user.token, { name: "Before", phone: "9812345678", address: ADDRESS });
    const before = await snapshot(user.id);

    const cases = [
      [{ name: "After", phone: "12345", address: ADDRESS }, "phone"],
      [{ name: "After", phone: "5812345678", address: ADDRESS }, "phone"],
      [{ name: "After", phone: "9812345678", address: { ...ADDRESS, postalCode: "056003" } }, "address.postalCode"],
      [{ name: "After", phone: "9812345678", address: { ...ADDRESS, postalCode: "5600" } }, "address.postalCode"],
      [{ name: "After", phone: "9812345678", address: { ...ADDRESS, state: "Karnatak" } }, "address.state"],
      [{ name: "After", phone: "9812345678", address: { ...ADDRESS, country: "Nepal" } }, "address.country"],
      [{ name: "After", phone: "9812345678", address: { ...ADDRESS, city: "" } }, "address.city"],
      [{ name: "", phone: "9812345678" }, "name"],
    ] as const;
    for (const [body, path] of cases) {
      const response = await put(user.token, body);
      expect(response.status).toBe(400);
      expect((await bodyOf(response)).issues).toContainEqual(expect.objectContaining({ path }));
    }
    expect(await snapshot(user.id)).toEqual(before);
  });

  it("needs a phone number before it can create the address", async () => {
    const user = await session();
    const response = await put(user.token, { name: "No Phone", address: ADDRESS });
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toMatchObject({ issues: [{ path: "phone" }] });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { name: true } })).not.toEqual({
      name: "No Phone",
    });
    expect(await prisma.address.count({ where: { userId: user.id } })).toBe(0);
  });

  it("keeps the address when every address field is blank, and clears the phone when it is empty", async () => {
    const user = await session();
    await put(user.token, { name: "Neel", phone: "9000000001", address: ADDRESS });
    const response = await put(user.token, {
      name: "Neel",
      phone: "",
      address: { street: "", city: "", state: "", postalCode: "", country: "" },
    });
    expect(response.status).toBe(200);
    expect((await bodyOf(response)).profile).toMatchObject({ phone: "", address: { ...ADDRESS } });
  });

  it("saves the business for GST invoices, keeps it when left out, refuses a bad GSTIN and removes it when emptied", async () => {
    const user = await session();
    const business = { gstin: " 29aagcb7383j1z4 ", businessName: "  Kaveri   Traders Private Limited " };
    const saved = await put(user.token, { name: "Ira", gstInvoice: business });
    expect(saved.status).toBe(200);
    const stored = { gstin: "29AAGCB7383J1Z4", businessName: "Kaveri Traders Private Limited" };
    expect((await bodyOf(saved)).profile).toMatchObject({ gstInvoice: stored });
    const read = await getProfile(apiRequest("/api/auth/profile/getprofile", { token: user.token }), {});
    expect((await bodyOf(read)).profile).toMatchObject({ gstInvoice: stored });

    // A save that leaves it out (an older client) keeps it.
    expect((await bodyOf(await put(user.token, { name: "Ira M" }))).profile).toMatchObject({ gstInvoice: stored });

    // A wrong check character is a 400 on the field, and nothing changes.
    const before = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const bad = await put(user.token, { name: "Changed", gstInvoice: { ...business, gstin: "29AAGCB7383J1Z5" } });
    expect(bad.status).toBe(400);
    expect(await bodyOf(bad)).toMatchObject({
      issues: [
        {
          path: "gstInvoice.gstin",
          message: "This GSTIN's last character does not match the rest of it. Please check it for a typing mistake.",
        },
      ],
    });
    const noName = await put(user.token, { name: "Changed", gstInvoice: { gstin: business.gstin, businessName: "" } });
    expect(await bodyOf(noName)).toMatchObject({ issues: [{ path: "gstInvoice.businessName" }] });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(before);

    const cleared = await put(user.token, { name: "Ira M", gstInvoice: { gstin: "", businessName: " " } });
    expect((await bodyOf(cleared)).profile).toMatchObject({ gstInvoice: null });
    expect(
      await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { gstin: true, gstBusinessName: true } }),
    ).toEqual({ gstin: null, gstBusinessName: null });
  });

  it("answers 401 without a session", async () => {
    const response = await put(undefined, { name: "Nobody" });
    expect(response.status).toBe(401);
  });
});
