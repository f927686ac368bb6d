import { render, screen } from "@testing-library/react";
import { createRef, type ReactElement, type Ref } from "react";
import { expect } from "vitest";

/** What the component under test is rendered with: a class, an extra attribute and a ref. */
export type PassThroughProps<T> = { className: string; "data-testid": string; ref: Ref<T> };

type Options = {
  /** The element className lands on when it is not the one extra props reach (a wrapper around an input). */
  classNameOn?: (element: HTMLElement) => Element | null;
};

/**
 * The contract every ui component keeps: `className` and any other prop reach its element (the one its docs name),
 * and the ref points at that same element. Returns the element for the component's own checks.
 */
export function expectPassThrough<T extends Element>(
  renderWith: (props: PassThroughProps<T>) => ReactElement,
  options?: Options,
): HTMLElement;
/** For a component that takes no ref. */
export function expectPassThrough(
  renderWith: (props: Omit<PassThroughProps<never>, "ref">) => ReactElement,
  options: Options & { ref: false },
): HTMLElement;
export function expectPassThrough(
  renderWith: (props: PassThroughProps<Element>) => ReactElement,
  { classNameOn, ref: takesRef = true }: Options & { ref?: boolean } = {},
): HTMLElement {
  const ref = createRef<Element>();
  const props = { className: "pass-through", "data-testid": "pass-through" };
  render(renderWith(takesRef ? { ...props, ref } : (props as PassThroughProps<Element>)));
  const element = screen.getByTestId("pass-through");
  expect(classNameOn ? classNameOn(element) : element).toHaveClass("pass-through");
  if (takesRef) expect(ref.current).toBe(element);
  return element;
}
