import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { listBrandLogos } from "./brands";
import { listCategoryTiles } from "./category-tiles";

// The home page's two small catalogue reads (outside Next.js they are not cached).
describe("home page catalogue reads", () => {
  beforeAll(async () => {
    await prisma.brand.createMany({
      data: [
        { name: "Second", slug: "second", logoUrl: "/demo-images/brands/second.svg", position: 2 },
        { name: "First", slug: "first", logoUrl: "/demo-images/brands/first.svg", position: 1 },
        { name: "No Logo", slug: "no-logo", position: 3 },
        { name: "Retired", slug: "retired", logoUrl: "/demo-images/brands/retired.svg", position: 4, isActive: false },
      ],
    });
    const kitchen = await prisma.category.create({
      data: { name: "Kitchen", slug: "kitchen", imageUrl: "/demo-images/categories/kitchen.svg", position: 2 },
    });
    await prisma.category.createMany({
      data: [
        { name: "BackPack", slug: "backpack", imageUrl: "/demo-images/categories/backpack.svg", position: 1 },
        { name: "Cookware", slug: "cookware", parentId: kitchen.id, position: 1 },
        { name: "Hidden", slug: "hidden", position: 3, isActive: false },
      ],
    });
  });

  it("lists active brands with a logo, in position order", async () => {
    expect(await listBrandLogos()).toEqual([
      { name: "First", slug: "first", logoUrl: "/demo-images/brands/first.svg" },
      { name: "Second", slug: "second", logoUrl: "/demo-images/brands/second.svg" },
    ]);
  });

  it("lists active top-level categories, in position order", async () => {
    expect(await listCategoryTiles()).toEqual([
      { name: "BackPack", slug: "backpack", imageUrl: "/demo-images/categories/backpack.svg" },
      { name: "Kitchen", slug: "kitchen", imageUrl: "/demo-images/categories/kitchen.svg" },
    ]);
  });
});
