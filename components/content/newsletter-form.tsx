// Placeholder until the content work lands: the "Stay in the Loop" box.
export function NewsletterForm() {
  return (
    <section aria-labelledby="newsletter-heading" className="rounded-xl bg-brand-50 p-8 text-center">
      <h2 id="newsletter-heading" className="text-2xl font-bold">
        Stay in the Loop
      </h2>
    </section>
  );
}
