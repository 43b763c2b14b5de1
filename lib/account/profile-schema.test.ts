import { describe, expect, it } from "vitest";
import { addressCreateSchema, addressPatchSchema } from "./address-schema";
import { profileUpdateSchema } from "./profile-schema";
import { HIDDEN_CHARACTERS_MESSAGE } from "@/lib/typed-text";

const ADDRESS = { street: "3 Marine Drive", city: "Kochi", state: "Kerala", postalCode: "682031" };

describe("profile update input", () => {
  it("normalises the phone, leaves it alone when absent, and clears it when empty", () => {
    expect(profileUpdateSchema.parse({ name: "Anu", phone: "+91 98470-12345" }).phone).toBe("+919847012345");
    expect(profileUpdateSchema.parse({ name: "Anu" }).phone).toBeUndefined();
    expect(profileUpdateSchema.parse({ name: "Anu", phone: "" }).phone).toBeNull();
    expect(profileUpdateSchema.safeParse({ name: "Anu", phone: "98470" }).success).toBe(false);
  });

  it("treats an all-blank or missing address as not given, and checks a filled one fully", () => {
    const blank = { street: "", city: " ", state: "", postalCode: "", country: "" };
    expect(profileUpdateSchema.parse({ name: "Anu", address: blank }).address).toBeUndefined();
    expect(profileUpdateSchema.parse({ name: "Anu", address: null }).address).toBeUndefined();
    const onlyCountry = { street: "", city: "", state: "", postalCode: "", country: "India" };
    expect(profileUpdateSchema.parse({ name: "Anu", address: onlyCountry }).address).toBeUndefined();
    expect(profileUpdateSchema.parse({ name: "Anu", address: ADDRESS }).address).toEqual(ADDRESS);
    expect(profileUpdateSchema.parse({ name: "Anu", address: { ...ADDRESS, country: "india" } }).address).toEqual({
      ...ADDRESS,
      country: "India",
    });
    const partial = profileUpdateSchema.safeParse({ name: "Anu", address: { ...ADDRESS, city: "" } });
    expect(new Set(partial.error?.issues.map((issue) => issue.path.join(".")))).toEqual(new Set(["address.city"]));
  });

  it("checks the address's typed lines as the address book and checkout do: composed, nothing hidden, a city with a letter", () => {
    const issue = (address: object) =>
      profileUpdateSchema.safeParse({ name: "Anu", address: { ...ADDRESS, ...address } }).error?.issues[0];
    expect(issue({ street: "Flat 4\u202Egnp.exe" })).toMatchObject({
      path: ["address", "street"],
      message: HIDDEN_CHARACTERS_MESSAGE,
    });
    expect(issue({ city: "Ko\u200Bchi" })?.message).toBe(HIDDEN_CHARACTERS_MESSAGE);
    expect(issue({ city: "12345" })?.path).toEqual(["address", "city"]);
    const decomposed = profileUpdateSchema.parse({ name: "Anu", address: { ...ADDRESS, city: "Kochi\u0301" } });
    expect(decomposed.address?.city).toBe("Kochi\u0301".normalize("NFC"));
  });

  it("ignores an email: it cannot change through the profile", () => {
    expect(profileUpdateSchema.parse({ name: "Anu", email: "new@example.in" })).not.toHaveProperty("email");
  });
});

describe("address input", () => {
  const full = { fullName: "Anu", phone: "9847012345", ...ADDRESS };

  it("accepts an Indian address and defaults nothing it was not given", () => {
    expect(addressCreateSchema.parse(full)).toEqual({ ...full, phone: "+919847012345" });
  });

  it("needs at least one field in a PATCH", () => {
    expect(addressPatchSchema.safeParse({}).success).toBe(false);
    expect(addressPatchSchema.parse({ city: "Ernakulam" })).toEqual({ city: "Ernakulam" });
  });
});
