import { useEffect } from "react";

/**
 * Code a prerendered page can do without until the visitor does something (the sign-in form's validation): on a
 * prerendered first load it waits for the first pointer, key, touch, focus or scroll; everywhere else (a page the
 * client rendered, the build's prerender, tests) it is ready at once. Until that code has hydrated its part of the
 * page, a form submit is held back (the prerendered form has no handler yet, and a native GET would put the
 * password in the address) and replayed once the form can handle it.
 */
const INTERACTIONS = ["pointerdown", "pointermove", "keydown", "focusin", "touchstart", "wheel", "scroll"] as const;

let interacted: Promise<void> = Promise.resolve();
let releaseSubmits = () => {};
let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;

const holdSubmit = (event: Event) => {
  event.preventDefault();
  if (event.target instanceof HTMLFormElement && event instanceof SubmitEvent)
    heldSubmit = { form: event.target, submitter: event.submitter };
};

/** Called by the entry before it hydrates a prerendered page. */
export function deferUntilInteraction(target: Window = window): void {
  interacted = new Promise((resolve) => {
    const release = () => {
      for (const type of INTERACTIONS) target.removeEventListener(type, release, true);
      resolve();
    };
    for (const type of INTERACTIONS) target.addEventListener(type, release, { capture: true, passive: true });
  });
  target.addEventListener("submit", holdSubmit, true);
  releaseSubmits = () => {
    target.removeEventListener("submit", holdSubmit, true);
    const held = heldSubmit;
    heldSubmit = undefined;
    if (held?.form.isConnected) held.form.requestSubmit(held.submitter);
  };
}

export function whenInteractive(): Promise<void> {
  return interacted;
}

/**
 * Rendered after the deferred part: once it has hydrated, its forms submit through their own handlers, starting
 * with a submit the visitor made while the code was loading.
 */
export function DeferredPartHydrated() {
  useEffect(() => releaseSubmits(), []);
  return null;
}

/**
 * A prerendered button does nothing until React has hydrated the page (the menu toggle, say): a click on one
 * before then is kept and made again once `release` is called, after the first commit.
 */
export function holdClicksUntilHydrated(root: HTMLElement): () => void {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button) held.push(button);
  };
  root.addEventListener("click", hold, true);
  return () => {
    root.removeEventListener("click", hold, true);
    for (const button of held.splice(0)) if (button.isConnected) button.click();
  };
}
