import type { Page } from "@playwright/test";

/** Every console error or warning and page error: a hydration mismatch or a blocked inline script shows here. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}
