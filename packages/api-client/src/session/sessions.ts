import type { Admin, User } from "@smm/domain";
import { createSessionSlot, type SessionKeys, type SessionSlot } from "./sessionSlot";
import { browserStorages, type SessionStorages } from "./storage";

/** Storage keys of the customer session (token + user). */
export const CUSTOMER_SESSION_KEYS = { token: "authToken", data: "userData" } as const satisfies SessionKeys;
/** Storage keys of the admin session (spec §6: adminToken + adminData). */
export const ADMIN_SESSION_KEYS = { token: "adminToken", data: "adminData" } as const satisfies SessionKeys;

export type SessionKind = "customer" | "admin";

export interface Sessions {
  customer: SessionSlot<User>;
  admin: SessionSlot<Admin>;
}

/** The customer and admin sessions, kept apart: clearing one never touches the other's keys. */
export function createSessions(storages: SessionStorages = browserStorages()): Sessions {
  return {
    customer: createSessionSlot<User>(CUSTOMER_SESSION_KEYS, storages),
    admin: createSessionSlot<Admin>(ADMIN_SESSION_KEYS, storages),
  };
}
