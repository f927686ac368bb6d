import { useEffect, useRef } from "react";

/**
 * Focuses the element once, when it appears: a panel that the customer's action brings up above the form (the
 * sandbox checkout, a submitted transfer's confirmation) takes the focus, so a screen reader reads it and a phone
 * scrolls to it instead of leaving the customer at an emptied form. The element needs tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const element = useRef<T>(null);
  useEffect(() => {
    element.current?.focus();
  }, []);
  return element;
}
