import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ConsoleError from "@/app/admin/error";
import ConsolePageError from "@/app/admin/(console)/error";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/observability/database-errors";

// What an admin reads when a console page fails: during a database outage, that the database cannot be reached
// and Try again; otherwise the server's reference. Never the error's own message (hosts, ports, SQL).

const retry = () => {};
const outage = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
  digest: DATABASE_UNAVAILABLE_DIGEST,
});
const bug = Object.assign(new Error('relation "Order" does not exist'), { digest: "4021337" });

describe("the console's error pages", () => {
  for (const [where, Page] of [
    ["the admin check failed (app/admin/error.tsx)", ConsoleError],
    ["a page failed inside the console (app/admin/(console)/error.tsx)", ConsolePageError],
  ] as const) {
    it(`say the database cannot be reached, with Try again, when ${where}`, () => {
      const html = renderToStaticMarkup(<Page error={outage} retry={retry} />);
      expect(html).toContain("<h1");
      expect(html).toContain("The database cannot be reached right now");
      expect(html).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
      expect(html).not.toContain("ECONNREFUSED");
      expect(html).not.toContain("5432");
      expect(html).not.toContain("reference");
    });
  }

  it("give the server's reference for any other failure, not its message", () => {
    const html = renderToStaticMarkup(<ConsolePageError error={bug} retry={retry} />);
    expect(html).toContain("This page didn&#x27;t load");
    expect(html).toContain('reference <code class="font-mono">4021337</code>');
    expect(html).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
    expect(html).not.toContain("relation");
  });
});
