import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import GlobalError from "@/app/global-error";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/observability/database-errors";
import { HINDI_ERRORS } from "./error-fallback-messages-hi";
import { referenceWithTags } from "./error-reference";

// app/global-error.tsx renders without next-intl (it is in every page's
// JavaScript), so its texts and the reference's tags are filled in by hand:
// what a shopper reads when the root layout fails.

const failure = Object.assign(new Error("boom"), { digest: "4021337" });
const retry = () => {};

describe("the global error page", () => {
  it("is a whole English document with the apology, the way back and the reference to quote", () => {
    const html = renderToStaticMarkup(<GlobalError error={failure} retry={retry} />);
    expect(html).toMatch(/^<html lang="en-IN">/);
    expect(html).toContain("<title>Something went wrong</title>");
    expect(html).toContain("Sorry, this page didn&#x27;t load");
    expect(html).toMatch(/<a href="\/shop"[^>]*>Continue shopping<\/a>/);
    expect(html).toMatch(/<a href="\/"[^>]*>Home page<\/a>/);
    expect(html).toContain(
      'If it keeps happening, <a href="/contact" class="font-medium text-brand-700 underline">contact us</a> and quote reference <code class="font-mono">4021337</code>.',
    );
  });

  it("says the shop is briefly unavailable, without a reference, when the database is down", () => {
    const html = renderToStaticMarkup(
      <GlobalError error={Object.assign(new Error("down"), { digest: DATABASE_UNAVAILABLE_DIGEST })} retry={retry} />,
    );
    expect(html).toContain("The shop is briefly unavailable");
    expect(html).not.toContain("quote reference");
  });

  it("fills the Hindi reference's link and code in Hindi's word order", () => {
    const Link = ({ href, children }: { href: string; className: string; children: React.ReactNode }) => (
      <a href={`/hi${href}`}>{children}</a>
    );
    const html = renderToStaticMarkup(<p>{referenceWithTags(HINDI_ERRORS.reference, "4021337", Link)}</p>);
    expect(html).toBe(
      '<p>अगर ऐसा बार-बार हो, तो <a href="/hi/contact">हमसे संपर्क करें</a> और यह रेफ़रेंस बताएँ: <code class="font-mono">4021337</code>।</p>',
    );
  });
});
