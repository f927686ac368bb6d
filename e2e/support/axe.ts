/**
 * Accessibility check of the page as it is now: axe-core (the WCAG 2.2 A and AA rules, as the Storybook checks, and
 * axe's best practices, which only a whole page can meet: one h1, headings in order, content in landmarks) injected
 * into the page; any violation fails the test with the rule, its impact and the offending elements.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

// Evaluated rather than added as a <script>: the server's CSP refuses inline scripts, and rightly so.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** `soft`: record the failure and let the test go on (to check the page's other widths too). */
export async function expectNoAxeViolations(page: Page, { soft = false } = {}): Promise<void> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    })) as { violations: Violation[] };
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(" ")),
    }));
  });
  (soft ? expect.soft : expect)(violations, `axe violations on ${page.url()}`).toEqual([]);
}
