// Runs before a prerendered customer page paints (scripts/prerenderCustomerShell.ts). Without a stored customer
// session (the spec's authToken and userData, in localStorage with "remember me", else sessionStorage) the
// prerendered shell stays hidden: the app sends that visitor to / as soon as it runs. A TikTok banner dismissed in
// this browser session (layouts/CustomerLayout.tsx) stays hidden too. Then it starts the app (the entry named by
// its data-app-entry, already preloaded) once the page has painted, so the shell shows before any app code runs.
(() => {
  const classes = document.documentElement.classList;
  try {
    const stored = (storage) => Boolean(storage.getItem("authToken")) && storage.getItem("userData") !== null;
    if (!stored(localStorage) && !stored(sessionStorage)) classes.add("no-customer-session");
    if (sessionStorage.getItem("tiktokBannerDismissed") === "1") classes.add("tiktok-banner-dismissed");
  } catch {
    classes.add("no-customer-session");
  }
  const entry = document.querySelector("script[data-app-entry]")?.dataset.appEntry;
  if (!entry) return;
  const startApp = () => {
    // The page's preloads wait in an inert template until now (scripts/prerenderCustomerShell.ts).
    const preloads = document.getElementById("app-preloads");
    if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "anonymous";
    script.src = entry;
    document.head.append(script);
  };
  document.addEventListener("DOMContentLoaded", () => requestAnimationFrame(() => setTimeout(startApp, 0)), {
    once: true,
  });
})();
