import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { GET } from "./route";

const shop = (name: string, position: number, isActive = true) => ({
  name,
  image: `/demo-images/shops/${name.toLowerCase().replace(/\W+/g, "-")}.svg`,
  address: "22, Park Street, Mullick Bazar",
  city: "Kolkata",
  state: "West Bengal",
  postalCode: "700016",
  telephone: "+91 33 4006 5511",
  mapsLink: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(name)}`,
  position,
  isActive,
});

describe("GET /api/nearby/shops", () => {
  it("answers an empty list when there are no shops", async () => {
    const response = await GET(new Request("http://shop.test/api/nearby/shops"), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it("lists only active shops, in display order, in the spec's shape", async () => {
    await prisma.nearbyShop.createMany({
      data: [shop("Kosh Park Street", 2), shop("Kosh Closed", 1, false), shop("Kosh Salt Lake", 1)],
    });
    const response = await GET(new Request("http://shop.test/api/nearby/shops"), undefined);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.map((s: { name: string }) => s.name)).toEqual(["Kosh Salt Lake", "Kosh Park Street"]);
    const saltLake = await prisma.nearbyShop.findFirstOrThrow({ where: { name: "Kosh Salt Lake" } });
    expect(body[0]).toEqual({
      _id: saltLake.id,
      name: "Kosh Salt Lake",
      image: "/demo-images/shops/kosh-salt-lake.svg",
      address: "22, Park Street, Mullick Bazar, Kolkata, West Bengal 700016",
      telephone: "+91 33 4006 5511",
      mapsLink: "https://www.google.com/maps/search/?api=1&query=Kosh%20Salt%20Lake",
    });
  });

  it("names the address in Hindi for ?lang=hi (its Hindi street and city, the state from the messages), PIN and phone as stored", async () => {
    await prisma.nearbyShop.create({
      data: {
        ...shop("Kosh Hindi Street", 3),
        addressHi: "22, पार्क स्ट्रीट, मलिक बाज़ार".normalize("NFC"),
        cityHi: "कोलकाता",
      },
    });
    await prisma.nearbyShop.create({ data: { ...shop("Kosh No Hindi", 4), city: "Howrah" } });
    const hindi = await (await GET(new Request("http://shop.test/api/nearby/shops?lang=hi"), undefined)).json();
    const byName = (body: Array<{ name: string; address: string; telephone: string }>, name: string) =>
      body.find((s) => s.name === name)!;
    expect(byName(hindi, "Kosh Hindi Street").address).toBe(
      "22, पार्क स्ट्रीट, मलिक बाज़ार, कोलकाता, पश्चिम बंगाल 700016".normalize("NFC"),
    );
    expect(byName(hindi, "Kosh Hindi Street").telephone).toBe("+91 33 4006 5511");
    // A shop without Hindi text: its street and city as stored, the state still in Hindi.
    expect(byName(hindi, "Kosh No Hindi").address).toBe("22, Park Street, Mullick Bazar, Howrah, पश्चिम बंगाल 700016");
    // English (no ?lang) exactly as before.
    const english = await (await GET(new Request("http://shop.test/api/nearby/shops"), undefined)).json();
    expect(byName(english, "Kosh Hindi Street").address).toBe(
      "22, Park Street, Mullick Bazar, Kolkata, West Bengal 700016",
    );
  });
});
