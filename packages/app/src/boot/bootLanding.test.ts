import { CUSTOMER_SESSION_KEYS } from "@smm/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Boot = typeof import("./bootLanding");
type Deferred = typeof import("../lib/deferredHydration");

// Both modules keep page-wide state (one prerendered page per load): each test gets fresh copies.
let boot: Boot;
let deferred: Deferred;
beforeEach(async () => {
  vi.resetModules();
  boot = await import("./bootLanding");
  deferred = await import("../lib/deferredHydration");
});
afterEach(() => {
  deferred.releaseHeldInput();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = "";
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function storeSession(storage: Storage, { withUser = true } = {}) {
  storage.setItem(CUSTOMER_SESSION_KEYS.token, "t-1");
  if (withUser) storage.setItem(CUSTOMER_SESSION_KEYS.data, JSON.stringify({ id: 1, username: "ada" }));
}

describe("the landing page's boot module", () => {
  it.each([
    ["a first pointer move (hover intent)", () => new PointerEvent("pointermove")],
    ["a focus moving in (a Tab into the form)", () => new FocusEvent("focusin")],
    ["a first key", () => new KeyboardEvent("keydown", { key: "Tab" })],
    ["a first touch", () => new Event("touchstart")],
    ["a scroll", () => new Event("scroll")],
  ])("loads the app on %s, not before, and once", async (_name, interaction) => {
    const loadApp = vi.fn(async () => {});
    void boot.bootLanding({ loadApp });
    await tick();
    expect(loadApp).not.toHaveBeenCalled();

    window.dispatchEvent(interaction());
    await tick();
    expect(loadApp).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PointerEvent("pointerdown"));
    await tick();
    expect(loadApp).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["remembered (localStorage)", localStorage],
    ["for this browser session (sessionStorage)", sessionStorage],
  ])("loads the app at once for a customer signed in %s", async (_name, storage) => {
    storeSession(storage);
    const loadApp = vi.fn(async () => {});
    void boot.bootLanding({ loadApp });
    expect(loadApp).toHaveBeenCalledTimes(1);
  });

  it("waits for the visitor when the stored session is incomplete (a token without the user: the guard says signed out)", async () => {
    storeSession(localStorage, { withUser: false });
    const loadApp = vi.fn(async () => {});
    void boot.bootLanding({ loadApp });
    await tick();
    expect(loadApp).not.toHaveBeenCalled();
  });

  it("loads the deferred parts on the first interaction, also for a signed-in customer", async () => {
    storeSession(localStorage);
    const loadDeferredParts = vi.fn(async () => {});
    void boot.bootLanding({ loadApp: async () => {}, loadDeferredParts });
    await tick();
    expect(loadDeferredParts).not.toHaveBeenCalled();
    window.dispatchEvent(new PointerEvent("pointermove"));
    await tick();
    expect(loadDeferredParts).toHaveBeenCalledTimes(1);
  });

  it("holds a click on a prerendered button until the page has hydrated, then makes it again", async () => {
    document.body.innerHTML = '<header><button type="button" aria-expanded="false">Menu <svg></svg></button></header>';
    const button = document.querySelector("button") as HTMLButtonElement;
    const clicks: EventTarget[] = [];
    button.addEventListener("click", (event) => clicks.push(event.target as EventTarget));
    void boot.bootLanding({ loadApp: async () => {} });

    document.querySelector("svg")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(clicks, "no half-hydrated part sees the click").toEqual([]);

    deferred.releaseHeldInput();
    expect(clicks).toEqual([button]);
    button.click();
    expect(clicks, "released: clicks go straight through").toHaveLength(2);
  });
});
