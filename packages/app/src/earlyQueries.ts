import type { QueryClient } from "@tanstack/react-query";
import { nextTask } from "./lib/nextTask";

const CUSTOMER_PAGE = /^\/dashboard(?:\/|$)/;

/**
 * On a customer page, starts the signed-in customer's first requests as soon as the entry runs, into the app's
 * query cache: they travel while the route code downloads instead of after it has loaded and rendered. Other pages
 * load nothing from here (the API client stays out of `/`'s first load).
 */
export function startEarlyQueries(queryClient: QueryClient, pathname: string): Promise<void> {
  if (!CUSTOMER_PAGE.test(pathname)) return Promise.resolve();
  earlyAnswers = import("./lib/prefetchCustomerQueries").then(async ({ prefetchCustomerQueries }) => {
    // Evaluating the API client and sending the requests are two tasks, not one long one.
    await nextTask();
    return prefetchCustomerQueries(queryClient, pathname);
  });
  return earlyAnswers;
}

/** The longest the first render of a customer page waits for the early answers. */
const MAX_WAIT_MS = 1500;
let earlyAnswers: Promise<void> = Promise.resolve();

/**
 * Settles when the early requests have answered (at once when none were started), or after MAX_WAIT_MS. The
 * customer area's route waits for it before its first render (router.tsx), so the page renders once with its data
 * instead of once more for each answer; the prerendered shell stays on screen meanwhile.
 */
export function earlyQueriesAnswered(): Promise<void> {
  return Promise.race([earlyAnswers, new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
}
