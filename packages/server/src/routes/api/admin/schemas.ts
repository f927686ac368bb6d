/**
 * Answers of the admin API not yet declared in the contract (`@smm/domain`'s `contract/admin/`): JSON Schemas that
 * shape the serialised responses.
 */
import { rowId } from "../../schemas";

const str = { type: "string" } as const;
const int = { type: "integer" } as const;
const decimal = { type: "string", description: "Exact decimal, e.g. 1234.50" } as const;

export const idFilter = rowId;

export function pageOf(item: object) {
  return {
    type: "object",
    properties: {
      data: { type: "array", items: item },
      meta: {
        type: "object",
        properties: {
          page: int,
          per_page: int,
          total: int,
          last_page: int,
          // Present (true) when more match than are counted exactly: `total` is an estimate.
          estimated: { type: "boolean" },
        },
        required: ["page", "per_page", "total", "last_page"],
      },
    },
    required: ["data", "meta"],
  } as const;
}

/** A child panel order's running panel, once activated (ChildPanel.running). */
export const runningPanelSchema = {
  type: ["object", "null"],
  properties: {
    status: { type: "string", enum: ["active", "suspended", "cancelled"] },
    name: str,
    renewsAt: { type: ["string", "null"] },
    suspendedReason: { type: ["string", "null"] },
  },
  required: ["status", "name", "renewsAt", "suspendedReason"],
} as const;

export const adminChildPanelSchema = {
  type: "object",
  properties: {
    id: int,
    domain: str,
    currency: str,
    adminUsername: str,
    pricePerMonth: decimal,
    status: str,
    nameservers: { type: "array", items: str },
    createdAt: str,
    userId: int,
    username: str,
    refunded: decimal,
    running: runningPanelSchema,
    volume: {
      type: ["object", "null"],
      description: "The running panel's last 30 days: its orders and their charges (canceled left out)",
      properties: { orders: int, turnover: decimal },
      required: ["orders", "turnover"],
    },
  },
  required: ["id", "domain", "status", "userId", "username", "running", "volume"],
} as const;
