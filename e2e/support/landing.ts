/**
 * The prerendered `/` hydrates on the visitor's first interaction (packages/app/src/boot/landing.ts), the sign-in
 * form last: once React owns the form's element (its DOM node carries React's props), it owns the whole page.
 */
import type { Page } from "@playwright/test";

const formIsReact = () => {
  const form = document.querySelector("form[aria-labelledby]");
  return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps$"));
};

export const isLandingHydrated = (page: Page): Promise<boolean> => page.evaluate(formIsReact);

export async function landingHydrated(page: Page): Promise<void> {
  await page.waitForFunction(formIsReact);
}
