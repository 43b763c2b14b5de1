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
});
