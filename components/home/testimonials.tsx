// Two customer testimonials (static, spec §1).
const TESTIMONIALS = [
  {
    quote:
      "Took the cabin trolley on three work trips to Bengaluru and Delhi. The wheels are still smooth and it fits every overhead bin. Delivered in four days, cash on delivery.",
    name: "Priya Raghavan",
    city: "Chennai",
  },
  {
    quote:
      "Bought a laptop backpack for college and a pressure cooker for my mother in one order. Both well packed, and the support team sorted my address change on the phone in minutes.",
    name: "Arjun Mehta",
    city: "Pune",
  },
] as const;

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className="mb-4 text-2xl font-bold">
        What Our Customers Say
      </h2>
      <ul className="grid gap-6 md:grid-cols-2">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="h-full rounded-xl border border-neutral-200 bg-white p-6">
              <blockquote className="text-neutral-800">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-4 text-sm font-semibold">
                {t.name}
                <span className="font-normal text-neutral-600">, {t.city}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
