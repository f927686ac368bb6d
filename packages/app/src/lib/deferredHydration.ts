/**
 * The prerendered `/` (landing.html) shows everything before any script runs and its links are real anchors, so its
 * code waits for the visitor: boot/landing.ts calls `deferUntilInteraction` first thing, loads the app on the first
 * pointer move (hover intent), key, touch, focus (a Tab into the form), wheel or scroll, and the sign-in form's code
 * waits for the same moment (`whenInteractive`). Everywhere else (a page the client rendered, the build's prerender,
 * tests) everything is ready at once.
 *
 * Until the page has hydrated, what the visitor does to it is held back and made again afterwards: a form submit
 * (the prerendered form has no handler yet, and a native GET would put the password in the address) and a click on
 * a button (the menu toggle, the remember-me box, show password), which does nothing before React owns it. This
 * module has no React in it: the boot module loads it before React.
 */
export const INTERACTIONS = [
  "pointerdown",
  "pointermove",
  "keydown",
  "focusin",
  "touchstart",
  "wheel",
  "scroll",
] as const;

let interacted: Promise<void> = Promise.resolve();
let releaseHeld = () => {};

/** A submit button's click is not held: the submit it causes is, and is made again with this button. */
function heldButton(event: Event): HTMLButtonElement | null {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  return button && !(button.type === "submit" && button.form) ? button : null;
}

/**
 * A held click on a checkbox (the remember-me box, a button with role="checkbox") shows its new state at once, as
 * the box would; React's state follows when the click is made again (it hydrates the box unticked and the replayed
 * click ticks it, so both agree). Radix styles the box from data-state.
 */
function showToggled(button: HTMLButtonElement): void {
  if (button.getAttribute("role") !== "checkbox") return;
  const checked = button.getAttribute("aria-checked") === "true";
  button.setAttribute("aria-checked", String(!checked));
  button.dataset.state = checked ? "unchecked" : "checked";
}

/** Called by the boot module of a prerendered page, before the app loads. */
export function deferUntilInteraction(target: Window = window): void {
  interacted = new Promise((resolve) => {
    const start = () => {
      for (const type of INTERACTIONS) target.removeEventListener(type, start, true);
      resolve();
    };
    for (const type of INTERACTIONS) target.addEventListener(type, start, { capture: true, passive: true });
  });

  const clicked: HTMLButtonElement[] = [];
  let submitted: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  // Stopped before they reach the page: a part React has hydrated meanwhile must not see them twice.
  const holdClick = (event: MouseEvent) => {
    const button = heldButton(event);
    if (!button) return;
    event.stopPropagation();
    clicked.push(button);
    showToggled(button);
  };
  const holdSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (event.target instanceof HTMLFormElement) submitted = { form: event.target, submitter: event.submitter };
  };
  target.addEventListener("click", holdClick, true);
  target.addEventListener("submit", holdSubmit, true);

  releaseHeld = () => {
    target.removeEventListener("click", holdClick, true);
    target.removeEventListener("submit", holdSubmit, true);
    // In the order the visitor made them: clicks (the remember-me box, say) come before the submit they lead to.
    for (const button of clicked.splice(0)) if (button.isConnected) button.click();
    const held = submitted;
    submitted = undefined;
    // A task later, once React has rendered what the clicks changed: the form's handler then sees the ticked box.
    if (held) setTimeout(() => held.form.isConnected && held.form.requestSubmit(held.submitter), 0);
  };
}

export function whenInteractive(): Promise<void> {
  return interacted;
}

/**
 * Called once the page has hydrated, or once the part that was waiting is gone (the visitor left `/` first): held
 * clicks and the held submit are made again, and from then on the page handles its own input.
 */
export function releaseHeldInput(): void {
  const release = releaseHeld;
  releaseHeld = () => {};
  release();
}
