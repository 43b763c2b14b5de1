import { focusRing } from "@/components/ui/focus-ring";
import { Link } from "@/lib/i18n/navigation";

export type BrandSlide = { name: string; logoUrl: string; href: string };

/** The brand carousel's logos, rendered on the server (BrandCarousel moves them). */
export function BrandSlides({ brands }: { brands: readonly BrandSlide[] }) {
  return (
    <ul className="-ml-4 flex touch-pan-y">
      {brands.map((brand) => (
        <li
          key={brand.href}
          className="min-w-0 shrink-0 grow-0 basis-1/2 pl-4 min-[480px]:basis-1/3 md:basis-1/4 lg:basis-1/5"
        >
          <Link
            href={brand.href}
            prefetch={false}
            className={`block overflow-hidden rounded-xl border border-neutral-200 hover:border-brand-600 ${focusRing}`}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- brand logos are small SVGs */}
            <img
              src={brand.logoUrl}
              alt={brand.name}
              width={400}
              height={400}
              loading="lazy"
              className="aspect-square h-auto w-full"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
