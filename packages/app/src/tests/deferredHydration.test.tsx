import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type DeferredHydration = typeof import("../lib/deferredHydration");
type DeferredPartModule = typeof import("../components/DeferredPart");

// The module keeps page-wide state (one prerendered page per load): each test gets a fresh copy.
let deferred: DeferredHydration;
let DeferredPart: DeferredPartModule["DeferredPart"];
beforeEach(async () => {
  vi.resetModules();
  deferred = await import("../lib/deferredHydration");
  ({ DeferredPart } = await import("../components/DeferredPart"));
});
afterEach(() => {
  deferred.releaseHeldInput();
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

/** A form as the prerender leaves it, whose "handler" notes each submit that reaches it. */
function prerenderedForm() {
  const host = document.createElement("div");
  host.innerHTML =
    '<form><input name="login" /><button type="button" role="checkbox">Remember me</button><button type="submit">Sign in</button></form>';
  document.body.append(host);
  const form = host.querySelector("form") as HTMLFormElement;
  const [remember, submit] = [...host.querySelectorAll("button")] as [HTMLButtonElement, HTMLButtonElement];
  const seen: string[] = [];
  remember.addEventListener("click", () => seen.push("remember"));
  form.addEventListener("submit", (event) => {
    seen.push(`submit by ${(event as SubmitEvent).submitter?.textContent}`);
    event.preventDefault(); // as the hydrated form's handler does
  });
  return { form, remember, submit, seen };
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
  });

  it("holds clicks and a submit until released, then makes them again in order, the submit once", () => {
    deferred.deferUntilInteraction();
    const { remember, submit, seen } = prerenderedForm();
    remember.click();
    submit.click(); // its click goes through, the submit it causes is held
    expect(seen).toEqual([]);

    deferred.releaseHeldInput();
    expect(seen).toEqual(["remember", "submit by Sign in"]);
    submit.click();
    expect(seen).toEqual(["remember", "submit by Sign in", "submit by Sign in"]);
  });

  it("keeps a native GET from putting the password in the address while held", () => {
    deferred.deferUntilInteraction();
    const { form, submit } = prerenderedForm();
    const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: submit });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("drops what was held on buttons that are gone by the release", () => {
    deferred.deferUntilInteraction();
    const { remember, seen } = prerenderedForm();
    remember.click();
    document.body.innerHTML = "";
    deferred.releaseHeldInput();
    expect(seen).toEqual([]);
  });
});

/** A part whose code never arrives (suspends for good). */
const forever = new Promise<never>(() => {});
function NeverLoaded(): never {
  throw forever;
}

describe("DeferredPart", () => {
  it("releases the held input once its part has hydrated", () => {
    deferred.deferUntilInteraction();
    const { remember, seen } = prerenderedForm();
    remember.click();
    render(<DeferredPart>form</DeferredPart>);
    expect(seen).toEqual(["remember"]);
  });

  it("releases the held input when the page leaves before its part could hydrate", async () => {
    deferred.deferUntilInteraction();
    const { remember, seen } = prerenderedForm();
    const view = render(
      <DeferredPart>
        <NeverLoaded />
      </DeferredPart>,
    );
    remember.click();
    expect(seen).toEqual([]);
    view.unmount();
    expect(seen).toEqual(["remember"]);
  });
});
