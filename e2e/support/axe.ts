import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "./test";

// axe-core's WCAG 2.1 A and AA checks (the rules behind Lighthouse's
// accessibility score, and more). A failure lists each rule broken and the
// elements that break it.

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `  ${node.target.join(" ")} — ${node.failureSummary}`).join("\n"),
  );
  expect(found, `${page.url()}\n${found.join("\n")}`).toEqual([]);
}
