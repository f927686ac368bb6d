import { startTransition, useEffect, useState } from "react";

/**
 * `value`, caught up in a transition once the browser has painted the render that changed it. useDeferredValue
 * starts the catch-up at once: when it finishes before the browser's next frame, its commit (and the layout of
 * every changed row) lands in that frame, and the keystroke shows late. Here the frame that shows the keystroke
 * comes first, whatever the catch-up costs; a newer value cancels a catch-up that has not started.
 */
export function useValueAfterNextPaint<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const catchUp = () => startTransition(() => setSettled(value));
    // requestAnimationFrame runs just before the paint; the timeout, right after it. Without frames (a test DOM),
    // a timeout alone.
    let timeout: ReturnType<typeof setTimeout> | undefined;
    if (typeof requestAnimationFrame !== "function") {
      timeout = setTimeout(catchUp);
      return () => clearTimeout(timeout);
    }
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(catchUp);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, [value, settled]);
  return settled;
}
