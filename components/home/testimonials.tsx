import { getTranslations } from "next-intl/server";

// Two customer testimonials (static, spec §1); their words and cities are in
// the messages (Home.testimonials.<id>).
const TESTIMONIALS = [
  { id: "priya", name: "Priya Raghavan" },
  { id: "arjun", name: "Arjun Mehta" },
] as const;

export async function Testimonials() {
  const t = await getTranslations("Home");
  return (
    <section aria-labelledby="testimonials-heading" className="below-fold">
      <h2 id="testimonials-heading" className="mb-4 text-2xl font-bold">
        {t("testimonialsHeading")}
      </h2>
      <ul className="grid gap-6 md:grid-cols-2">
        {TESTIMONIALS.map(({ id, name }) => (
          <li key={id}>
            <figure className="h-full rounded-xl border border-neutral-200 bg-white p-6">
              <blockquote className="text-neutral-800">
                <p>“{t(`testimonials.${id}.quote`)}”</p>
              </blockquote>
              <figcaption className="mt-4 text-sm font-semibold">
                {name}
                <span className="font-normal text-neutral-600">, {t(`testimonials.${id}.city`)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
