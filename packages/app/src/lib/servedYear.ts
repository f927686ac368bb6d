/**
 * The year the server wrote into the prerendered `/`'s footer (spa.ts fills in __CURRENT_YEAR__ per request).
 * Hydrating `/` must render that same text whatever the visitor's clock says (a clock set wrong, or New Year's Eve
 * in another time zone), or React would throw the page away and render it again. Read once, while the page is still
 * the prerendered one (this module loads before hydration); a page the client renders has none, and its footer takes
 * the clock's year.
 */
function yearInPrerenderedFooter(): number | undefined {
  if (typeof document === "undefined") return undefined;
  const copyright = document.querySelector('[data-slot="footer-copyright"]')?.textContent ?? "";
  const year = /©\s*(\d{4})/.exec(copyright)?.[1];
  return year === undefined ? undefined : Number(year);
}

export const servedYear = yearInPrerenderedFooter();
