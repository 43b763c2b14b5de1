import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";

describe("search words", () => {
  it("records every product's words, even under many parallel writes sharing words", async () => {
    const brand = await prisma.brand.create({ data: { name: "Zephyr Carry", slug: "zephyr-carry" } });
    const category = await prisma.category.create({ data: { name: "Duffels", slug: "duffels" } });
    const words = ["weekender", "holdall", "gymbag", "overnighter", "carryall", "tote"];
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        prisma.product.create({
          data: {
            slug: `zephyr-${i}`,
            // Each name shares words with others, in a different order.
            name: `Zephyr ${words.slice(i % 6).join(" ")} ${words.slice(0, i % 6).join(" ")} ${i}`,
            description: "A bag.",
            price: 99_900,
            brandId: brand.id,
            categoryId: category.id,
          },
        }),
      ),
    );
    const stored = await prisma.searchWord.findMany({
      where: { word: { in: [...words, "zephyr", "carry", "duffels"] } },
    });
    // Concurrent writes may record a new word twice (no unique index, so they never wait on each other).
    expect([...new Set(stored.map((w) => w.word))].sort()).toEqual([...words, "zephyr", "carry", "duffels"].sort());
  });
});
