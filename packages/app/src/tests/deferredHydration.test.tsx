import { render, waitFor } from "@testing-library/react";
import { useState } from "react";
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

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

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

  it("holds clicks and a submit until released, then makes them again in order, the submit once", async () => {
    deferred.deferUntilInteraction();
    const { remember, submit, seen } = prerenderedForm();
    remember.click();
    submit.click(); // its click goes through, the submit it causes is held
    expect(seen).toEqual([]);

    deferred.releaseHeldInput();
    expect(seen).toEqual(["remember"]);
    await nextTask();
    expect(seen).toEqual(["remember", "submit by Sign in"]);
    submit.click();
    expect(seen).toEqual(["remember", "submit by Sign in", "submit by Sign in"]);
  });

  it("shows a held click on a checkbox at once, and leaves the replayed click to set the state", () => {
    deferred.deferUntilInteraction();
    const { remember, seen } = prerenderedForm();
    remember.setAttribute("aria-checked", "false");
    remember.dataset.state = "unchecked";
    remember.click();
    expect([remember.getAttribute("aria-checked"), remember.dataset.state]).toEqual(["true", "checked"]);
    remember.click();
    expect([remember.getAttribute("aria-checked"), remember.dataset.state]).toEqual(["false", "unchecked"]);
    deferred.releaseHeldInput();
    expect(seen).toEqual(["remember", "remember"]);
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

/** A form whose submit handler reads state a click changes, as the sign-in form reads its remember-me box. */
function RememberForm({ onSubmit }: { onSubmit: (remember: boolean) => void }) {
  const [remember, setRemember] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(remember);
      }}
    >
      <button type="button" onClick={() => setRemember((value) => !value)}>
        Remember me
      </button>
      <button type="submit">Sign in</button>
    </form>
  );
}

describe("held input replayed into React", () => {
  it("submits after React has rendered the held clicks, so the handler sees the ticked box", async () => {
    const submitted: boolean[] = [];
    const view = render(<RememberForm onSubmit={(remember) => submitted.push(remember)} />);
    deferred.deferUntilInteraction();
    view.getByRole("button", { name: "Remember me" }).click();
    view.getByRole("button", { name: "Sign in" }).click();
    deferred.releaseHeldInput();
    await waitFor(() => expect(submitted).toEqual([true]));
  });
});

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
