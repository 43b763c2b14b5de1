import { getTranslations } from "next-intl/server";
import { focusRingInset } from "@/components/ui/focus-ring";
import { Link } from "@/lib/i18n/navigation";

export type BannerSlide = { src: string; alt: string; href: string };

/**
 * The banner's slides, rendered on the server: BannerCarousel moves them and
 * keeps all but the shown one inert (as here, before it hydrates).
 */
export async function BannerSlides({ slides }: { slides: readonly BannerSlide[] }) {
  const t = await getTranslations("Carousel");
  return slides.map((slide, i) => (
    <div
      key={slide.src}
      role="group"
      aria-roledescription="slide"
      aria-label={t("slide", { number: i + 1, total: slides.length })}
      className="min-w-0 shrink-0 grow-0 basis-full"
      inert={i !== 0}
    >
      <Link href={slide.href} prefetch={false} className={`block ${focusRingInset}`}>
        {/* eslint-disable-next-line @next/next/no-img-element -- demo banners are small SVGs */}
        <img
          src={slide.src}
          alt={slide.alt}
          width={1600}
          height={600}
          className="h-auto w-full"
          loading={i === 0 ? "eager" : "lazy"}
          fetchPriority={i === 0 ? "high" : "auto"}
        />
      </Link>
    </div>
  ));
}
