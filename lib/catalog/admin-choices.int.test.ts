import { beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "@/lib/auth/viewer";
import { prisma } from "@/lib/db";
import { seed } from "@/prisma/seed";
import { createUser, viewerFor } from "@/test/integration/accounts";
import { listBrandsForAdmin } from "./admin-brands";
import { listCategoriesForAdmin } from "./admin-categories";
import { productFormChoices } from "./admin-products";

// The product form's choices are the brands and categories pages' lists without their product counts:
// those read every product's index entry (scripts/bench/admin-list.ts products), each time the form opens.

let admin: Viewer;

beforeAll(async () => {
  await seed(prisma, { log: () => {} });
  admin = await viewerFor(await createUser({ role: "ADMIN" }));
});

describe("the product form's choices", () => {
  it("are every brand with its subcategories and every category's path, in the lists' order, without counts", async () => {
    const [choices, brands, categories] = await Promise.all([
      productFormChoices(admin),
      listBrandsForAdmin(admin),
      listCategoriesForAdmin(admin),
    ]);
    expect(brands.length).toBeGreaterThan(0);
    expect(categories.some((category) => category.depth > 0)).toBe(true);
    expect(choices.brands).toEqual(
      brands.map(({ id, name, subcategories }) => ({
        id,
        name,
        subcategories: subcategories.map((sub) => ({ id: sub.id, name: sub.name })),
      })),
    );
    expect(choices.categories).toEqual(categories.map(({ id, path }) => ({ id, path })));
    expect(choices.taxCategories.length).toBeGreaterThan(0);
  });
});
