import { readFileSync } from "node:fs";
import path from "node:path";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../lib/api";
import { PRERENDERED_SHELL_ID } from "../lib/prerenderedShell";
import { renderCustomerShell } from "../prerender/customerShell";
import { routes } from "../router";
import { renderRoute, resetApp, signInAsCustomer, stubCommonCalls } from "../test-support/renderRoute";

const gateScript = readFileSync(path.resolve(import.meta.dirname, "../../public/customer-gate.js"), "utf8");
const runGate = () => new Function(gateScript)();

function placePrerenderedShell(page: string): void {
  document.body.insertAdjacentHTML("afterbegin", renderCustomerShell(page));
}

beforeEach(() => {
  stubCommonCalls();
  vi.spyOn(api.catalogue, "categories").mockResolvedValue([]);
});
afterEach(() => {
  resetApp();
  document.getElementById(PRERENDERED_SHELL_ID)?.remove();
  document.documentElement.className = "";
});

describe("the prerendered customer shell", () => {
  it("is the shell of its page, with the banner and a skeleton and no customer data", () => {
    placePrerenderedShell("/dashboard/orders");
    const shell = document.getElementById(PRERENDERED_SHELL_ID);
    expect(shell?.querySelector('[data-slot="customer-shell"]')).not.toBeNull();
    expect(shell?.querySelector('a[aria-current="page"]')?.getAttribute("href")).toBe("/dashboard/orders");
    expect(shell?.textContent).toContain("We are updating our TikTok services");
    expect(shell?.querySelector('[data-slot="route-skeleton"]')).not.toBeNull();
    expect(shell?.textContent).not.toContain("ada");
    // Nor the visitor's currency, which is in their browser: a placeholder, and no ₦ to fetch a font for.
    expect(shell?.querySelector('[data-slot="currency-switcher-placeholder"]')).not.toBeNull();
    expect(shell?.textContent).not.toMatch(/NGN|₦/);
    // Not usable before the app runs (a click would do nothing), so neither clickable nor read out.
    expect(shell?.hasAttribute("inert")).toBe(true);
    expect(shell?.getAttribute("aria-hidden")).toBe("true");
  });

  it("gives way to the app's own shell in the same commit, and the router shows no skeleton over it meanwhile", async () => {
    placePrerenderedShell("/dashboard");
    const hydrateFallback = routes[0]?.HydrateFallback as (() => unknown) | undefined;
    expect(hydrateFallback?.()).toBeNull();
    signInAsCustomer();
    renderRoute("/dashboard");
    expect(await screen.findByRole("heading", { name: "New Order" })).toBeInTheDocument();
    expect(document.getElementById(PRERENDERED_SHELL_ID)).toBeNull();
    expect(document.querySelectorAll('[data-slot="customer-shell"]')).toHaveLength(1);
  });
});

describe("public/customer-gate.js (runs before the prerendered shell paints)", () => {
  const classes = () => document.documentElement.classList;

  it("marks a visitor without a stored customer session, so the shell stays hidden", () => {
    runGate();
    expect(classes().contains("no-customer-session")).toBe(true);
  });

  it("leaves the shell to a stored session, remembered or not", () => {
    for (const remember of [true, false]) {
      document.documentElement.className = "";
      resetApp();
      signInAsCustomer(remember);
      runGate();
      expect(classes().contains("no-customer-session"), `remember ${remember}`).toBe(false);
    }
  });

  it("marks a TikTok banner dismissed in this browser session", () => {
    signInAsCustomer();
    window.sessionStorage.setItem("tiktokBannerDismissed", "1");
    runGate();
    expect(classes().contains("tiktok-banner-dismissed")).toBe(true);
  });

  const entryStarted = () => document.head.querySelector('script[type="module"][src="/assets/entry-x.js"]');

  it("starts the app's entry only after the shell's first contentful paint", async () => {
    signInAsCustomer();
    document.head.insertAdjacentHTML("beforeend", '<script data-app-entry="/assets/entry-x.js"></script>');
    let reportPaint: (names: string[]) => void = () => {};
    // jsdom has no paint timing: a stand-in observer the test reports paints through.
    class PaintObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }, observer: PaintObserver) => void) {
        reportPaint = (names) => callback({ getEntriesByName: (name) => names.filter((each) => each === name) }, this);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal("PerformanceObserver", PaintObserver);
    try {
      runGate();
      document.dispatchEvent(new Event("DOMContentLoaded"));
      reportPaint(["first-paint"]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(entryStarted(), "not before anything contentful has painted").toBeNull();
      reportPaint(["first-contentful-paint"]);
      await waitFor(() => expect(entryStarted()).not.toBeNull());
    } finally {
      vi.unstubAllGlobals();
      for (const script of document.head.querySelectorAll("script")) script.remove();
    }
  });

  it("starts it on the load event in a browser without paint timing", async () => {
    signInAsCustomer();
    document.head.insertAdjacentHTML("beforeend", '<script data-app-entry="/assets/entry-x.js"></script>');
    try {
      runGate();
      document.dispatchEvent(new Event("DOMContentLoaded"));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(entryStarted()).toBeNull();
      window.dispatchEvent(new Event("load"));
      await waitFor(() => expect(entryStarted()).not.toBeNull());
    } finally {
      for (const script of document.head.querySelectorAll("script")) script.remove();
    }
  });

  it("starts it at once for a visitor without a session (the app sends them to /)", () => {
    document.head.insertAdjacentHTML("beforeend", '<script data-app-entry="/assets/entry-x.js"></script>');
    try {
      runGate();
      document.dispatchEvent(new Event("DOMContentLoaded"));
      expect(entryStarted()).not.toBeNull();
    } finally {
      for (const script of document.head.querySelectorAll("script")) script.remove();
    }
  });

  it("turns the page's inert preloads into links only when it starts the app", async () => {
    signInAsCustomer();
    document.head.insertAdjacentHTML(
      "beforeend",
      '<template id="app-preloads"><link rel="modulepreload" href="/assets/route-y.js"></template>' +
        '<script data-app-entry="/assets/entry-x.js"></script>',
    );
    const preload = () => document.head.querySelector(':scope > link[rel="modulepreload"][href="/assets/route-y.js"]');
    try {
      runGate();
      document.dispatchEvent(new Event("DOMContentLoaded"));
      window.dispatchEvent(new Event("load"));
      expect(preload()).toBeNull();
      await waitFor(() => expect(preload()).not.toBeNull());
    } finally {
      for (const element of document.head.querySelectorAll("script, link, template")) element.remove();
    }
  });

  it("loads the fonts of the app's text (its data-app-font*) when it starts the app, not before", async () => {
    signInAsCustomer();
    const load = vi.fn(() => Promise.resolve([]));
    Object.defineProperty(document, "fonts", { value: { load }, configurable: true });
    document.head.insertAdjacentHTML(
      "beforeend",
      `<script data-app-entry="/assets/entry-x.js" data-app-font="1em 'Inter Variable'" data-app-font-text="₦$"></script>`,
    );
    try {
      runGate();
      document.dispatchEvent(new Event("DOMContentLoaded"));
      expect(load).not.toHaveBeenCalled();
      window.dispatchEvent(new Event("load"));
      await waitFor(() => expect(entryStarted()).not.toBeNull());
      expect(load).toHaveBeenCalledWith("1em 'Inter Variable'", "₦$");
    } finally {
      Reflect.deleteProperty(document, "fonts");
      for (const script of document.head.querySelectorAll("script")) script.remove();
    }
  });

  it("adds the preloads a few per task (each costs the main thread), the entry first", async () => {
    signInAsCustomer();
    const links = Array.from({ length: 20 }, (_, index) => `<link rel="modulepreload" href="/assets/m${index}.js">`);
    document.head.insertAdjacentHTML(
      "beforeend",
      `<template id="app-preloads">${links.join("")}</template><script data-app-entry="/assets/entry-x.js"></script>`,
    );
    const live = () => document.head.querySelectorAll(':scope > link[rel="modulepreload"]').length;
    const started = () => document.head.querySelector('script[type="module"][src="/assets/entry-x.js"]');
    // A mutation observer's callback runs right after the task that started the app, before any later task.
    const linksOfTheFirstTask = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!started()) return;
        observer.disconnect();
        resolve(live());
      });
      observer.observe(document.head, { childList: true });
    });
    try {
      runGate();
      document.dispatchEvent(new Event("DOMContentLoaded"));
      window.dispatchEvent(new Event("load"));
      expect(await linksOfTheFirstTask).toBeLessThanOrEqual(4);
      await waitFor(() => expect(live()).toBe(20));
    } finally {
      for (const element of document.head.querySelectorAll("script, link, template")) element.remove();
    }
  });
});
