import { expect, type Page } from "@playwright/test";

interface ShownToast {
  text: string;
  /** The toast container's box when the toast appeared, and the window's size then. */
  x: number;
  y: number;
  width: number;
  height: number;
  viewportWidth: number;
  viewportHeight: number;
}

declare global {
  interface Window {
    __shownToasts?: ShownToast[];
  }
}

/**
 * Runs in every test page before its scripts (support/fixtures.ts): notes each toast as it appears. A success toast
 * stays 2 s, and on a loaded machine the test can look for it after it has gone (it failed so twice); the record
 * keeps what the page showed.
 */
export function recordToasts(): void {
  const shown: ShownToast[] = [];
  window.__shownToasts = shown;
  const seen = new WeakSet<Element>();
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('.Toastify__toast[role="alert"]')) {
      if (seen.has(toast)) continue;
      seen.add(toast);
      const box = (toast.closest(".Toastify__toast-container") ?? toast).getBoundingClientRect();
      shown.push({
        text: toast.textContent ?? "",
        x: box.x,
        y: box.y,
        width: box.width,
        height: box.height,
        viewportWidth: window.innerWidth,
        viewportHeight: window.innerHeight,
      });
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Waits until the page has shown a toast with `message` and checks it sat in the top-right corner (spec §8). */
export async function expectToast(page: Page, message: string): Promise<void> {
  const shownWithMessage = () =>
    page.evaluate((text) => (window.__shownToasts ?? []).find((toast) => toast.text.includes(text)) ?? null, message);
  await expect.poll(shownWithMessage, { message: `a toast "${message}"` }).not.toBeNull();
  const toast = await shownWithMessage();
  if (!toast) return;
  expect(toast.x + toast.width / 2, "toast is on the right half").toBeGreaterThan(toast.viewportWidth / 2);
  expect(toast.y + toast.height / 2, "toast is on the top half").toBeLessThan(toast.viewportHeight / 2);
}
