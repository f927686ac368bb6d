// Runs before a prerendered customer page paints (scripts/prerenderCustomerShell.ts). Without a stored customer
// session (the spec's authToken and userData, in localStorage with "remember me", else sessionStorage) the
// prerendered shell stays hidden: the app sends that visitor to / as soon as it runs. A TikTok banner dismissed in
// this browser session (layouts/CustomerLayout.tsx) stays hidden too. Then it starts the app (the entry named by
// its data-app-entry) once the shell has painted, so the shell shows before any app code downloads or runs; at
// once for a visitor without a session, who has nothing to see here.
(() => {
  const classes = document.documentElement.classList;
  try {
    const stored = (storage) => Boolean(storage.getItem("authToken")) && storage.getItem("userData") !== null;
    if (!stored(localStorage) && !stored(sessionStorage)) classes.add("no-customer-session");
    if (sessionStorage.getItem("tiktokBannerDismissed") === "1") classes.add("tiktok-banner-dismissed");
  } catch {
    classes.add("no-customer-session");
  }
  const gate = document.querySelector("script[data-app-entry]")?.dataset;
  const entry = gate?.appEntry;
  if (!entry) return;
  // A preload link can cost the main thread a few ms (the browser may compile the module there and then), and a
  // page has ~90: a few per task keep every task short.
  const BATCH = 4;
  const appendInBatches = (links) => {
    document.head.append(...links.slice(0, BATCH));
    if (links.length > BATCH) setTimeout(() => appendInBatches(links.slice(BATCH)), 0);
  };
  const startApp = () => {
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "anonymous";
    script.src = entry;
    document.head.append(script);
    // The page's preloads wait in an inert template until now (scripts/prerenderCustomerShell.ts).
    const preloads = document.getElementById("app-preloads");
    if (preloads instanceof HTMLTemplateElement) appendInBatches([...preloads.content.children]);
    // The font files the app's text needs and the shell's does not (the ₦ of the currency picker), loaded now
    // rather than at the app's first render. A preload link would not do: Chrome did not match an inserted one to
    // the stylesheet's request and fetched the file twice.
    if (gate.appFont && gate.appFontText) document.fonts?.load(gate.appFont, gate.appFontText).catch(() => {});
  };
  // The first contentful paint, else the load event (a browser without paint timing): a frame callback alone can
  // run before the paint it precedes, and the app's ~90 downloads then delay the shell on a slow phone.
  const afterFirstPaint = (callback) => {
    let called = false;
    const once = () => {
      if (called) return;
      called = true;
      setTimeout(callback, 0);
    };
    window.addEventListener("load", once, { once: true });
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return;
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      once();
    }).observe({ type: "paint", buffered: true });
  };
  if (classes.contains("no-customer-session")) document.addEventListener("DOMContentLoaded", startApp, { once: true });
  else afterFirstPaint(startApp);
})();
