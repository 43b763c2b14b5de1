import { getTranslations } from "next-intl/server";
import type { CategoryTile } from "@/lib/catalog/category-tiles";
import { catalogHref } from "@/lib/catalog/query-href";
import { focusRing } from "@/components/ui/focus-ring";
import { Link } from "@/lib/i18n/navigation";

/** "Shop by Category": one tile per top-level category, linking to /shop?category={name}; a short last row is centred. */
export async function CategoryGrid({ categories }: { categories: readonly CategoryTile[] }) {
  const t = await getTranslations("Home");
  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="mb-4 text-2xl font-bold">
        {t("categoriesHeading")}
      </h2>
      <ul className="flex flex-wrap justify-center gap-4">
        {categories.map((category) => (
          <li
            key={category.slug}
            className="w-[calc(50%-0.5rem)] sm:w-[calc((100%-2rem)/3)] lg:w-[calc((100%-3rem)/4)]"
          >
            <Link
              href={catalogHref({ categories: [category.name] })}
              prefetch={false}
              className={`group block overflow-hidden rounded-xl border border-neutral-200 bg-white hover:border-brand-600 ${focusRing}`}
            >
              {category.imageUrl ? (
                // The demo pictures draw the name near their bottom edge; the crop leaves it to the caption below.
                // eslint-disable-next-line @next/next/no-img-element -- category pictures are small SVGs
                <img
                  src={category.imageUrl}
                  alt=""
                  width={800}
                  height={600}
                  loading="lazy"
                  className="aspect-[80/46] h-auto w-full object-cover object-top transition-transform group-hover:scale-105 motion-reduce:transition-none"
                />
              ) : (
                <span aria-hidden="true" className="block aspect-[80/46] bg-brand-50" />
              )}
              <span className="block px-2 py-2 text-center text-sm font-semibold group-hover:text-brand-700 sm:text-base">
                {category.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
