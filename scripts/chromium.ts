/**
 * How every browser test and benchmark launches Chromium: Debian's binary (Playwright cannot download its own
 * here) with flags that keep it off the network and make rendering repeatable.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox", // we run as root
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
  "--font-render-hinting=none",
  "--force-color-profile=srgb",
  "--hide-scrollbars",
];
