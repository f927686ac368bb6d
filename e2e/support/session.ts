/**
 * Puts a session into the browser the way the app stores it after a sign-in (api-client's session slots), so a
 * test that is not about signing in can start on a signed-in page.
 */
import type { Page } from "@playwright/test";
import type { AdminSession } from "./api.ts";

export const CUSTOMER_KEYS = { token: "authToken", data: "userData" } as const;
export const ADMIN_KEYS = { token: "adminToken", data: "adminData" } as const;

type Keys = { token: string; data: string };

async function store(page: Page, keys: Keys, token: string, data: unknown, remember: boolean): Promise<void> {
  // Any same-origin document gives access to the origin's storage; the favicon is the lightest.
  await page.goto("/favicon.svg");
  await page.evaluate(
    ({ keys, token, data, remember }) => {
      const storage = remember ? localStorage : sessionStorage;
      storage.setItem(keys.token, token);
      storage.setItem(keys.data, JSON.stringify(data));
    },
    { keys, token, data, remember },
  );
}

/** Signs the page in as the customer (remembered, as with the remember-me box ticked). */
export async function signInCustomer(page: Page, session: { token: string; user: unknown }): Promise<void> {
  await store(page, CUSTOMER_KEYS, session.token, session.user, true);
}

export async function signInAdmin(page: Page, session: AdminSession): Promise<void> {
  await store(page, ADMIN_KEYS, session.token, session.admin, true);
}

/** What the browser holds under a session's keys, in both storages. */
export async function storedSession(page: Page, keys: Keys = CUSTOMER_KEYS) {
  return page.evaluate(
    (keys) => ({
      local: localStorage.getItem(keys.token),
      session: sessionStorage.getItem(keys.token),
    }),
    keys,
  );
}
