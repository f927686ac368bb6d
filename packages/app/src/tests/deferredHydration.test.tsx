import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type DeferredHydration = typeof import("../lib/deferredHydration");

// The module keeps page-wide state (one prerendered page per load): each test gets a fresh copy.
let deferred: DeferredHydration;
beforeEach(async () => {
  vi.resetModules();
  deferred = await import("../lib/deferredHydration");
});
afterEach(() => {
  document.body.innerHTML = "";
});

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

/** A form as the prerender leaves it, whose "handler" notes each submit as it arrives (held back or not). */
function prerenderedForm() {
  document.body.innerHTML = '<form><input name="login" /><button type="submit">Sign in</button></form>';
  const form = document.querySelector("form") as HTMLFormElement;
  const button = document.querySelector("button") as HTMLButtonElement;
  const submits: { heldBack: boolean; submitter: HTMLElement | null }[] = [];
  form.addEventListener("submit", (event) => {
    submits.push({ heldBack: event.defaultPrevented, submitter: (event as SubmitEvent).submitter });
    event.preventDefault(); // as the hydrated form's handler does
  });
  return { form, button, submits };
}

describe("deferred hydration of a prerendered page", () => {
  it("is ready at once when the page was not prerendered", async () => {
    expect(await settled(deferred.whenInteractive())).toBe(true);
  });

  it("waits for the visitor's first interaction", async () => {
    deferred.deferUntilInteraction();
    expect(await settled(deferred.whenInteractive())).toBe(false);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(await settled(deferred.whenInteractive())).toBe(true);
    render(<deferred.DeferredPartHydrated />);
  });

  it("holds a submit back until the deferred part has hydrated, then replays it with its button", async () => {
    deferred.deferUntilInteraction();
    const { form, button, submits } = prerenderedForm();
    form.requestSubmit(button);
    expect(submits).toEqual([{ heldBack: true, submitter: button }]);

    render(<deferred.DeferredPartHydrated />);
    // Replayed, and released: the form's own handler decides from now on.
    expect(submits).toEqual([
      { heldBack: true, submitter: button },
      { heldBack: false, submitter: button },
    ]);
    form.requestSubmit(button);
    expect(submits[2]).toEqual({ heldBack: false, submitter: button });
  });
});

describe("clicks before hydration", () => {
  it("are made again on the same buttons once released, and no longer held after", () => {
    document.body.innerHTML = '<div id="root"><button type="button">Menu <svg></svg></button></div>';
    const root = document.getElementById("root") as HTMLElement;
    const button = root.querySelector("button") as HTMLButtonElement;
    const release = deferred.holdClicksUntilHydrated(root);
    root.querySelector("svg")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    const clicks: EventTarget[] = [];
    button.addEventListener("click", (event) => clicks.push(event.target as EventTarget));
    release();
    expect(clicks).toEqual([button]);
    button.click();
    expect(clicks).toHaveLength(2);
  });
});
