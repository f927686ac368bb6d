/**
 * Resolves in a later task: what follows runs after the browser has had a chance to paint and handle input. Startup
 * work split this way keeps each task short on a slow phone (a task over 50 ms there counts as blocking time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
