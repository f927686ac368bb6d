import type { Admin, Category, Service, Transaction, User } from "@smm/domain";
import type { admins, categories, ledgerEntries, services, users } from "../db/schema";
import { formatUnitPrice } from "./price-format";

type UserRow = typeof users.$inferSelect;

/** The customer as every endpoint answers it: never the hash, the role flags or the referral internals. */
export function toUser(row: UserRow): User & { referral_code: string } {
  return {
    // Its per-panel number (migration 0028): a child panel's first customer is 1.
    id: row.number,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    balance: row.balance,
    created_at: row.createdAt.toISOString(),
    referral_code: row.referralCode,
  };
}

export function toAdmin(row: typeof admins.$inferSelect): Admin {
  return { id: row.id, username: row.username, email: row.email, role: row.role };
}

export function toCategory(row: typeof categories.$inferSelect): Category & { platform: string; icon: string } {
  return { id: row.id, category_title: row.title, platform: row.platform, icon: row.icon };
}

export type ServiceResponse = Service & {
  description: string;
  delivery_time: string;
  features: string[];
  is_new: boolean;
  is_recommended: boolean;
  refill: boolean;
  cancel: boolean;
  dripfeed: boolean;
  type: string;
};

/** A service as customers see it: named by its per-panel number (migration 0028). */
export function toService(row: typeof services.$inferSelect): ServiceResponse {
  return {
    id: row.number,
    category_id: row.categoryId,
    service_title: row.title,
    price: formatUnitPrice(row.unitPrice),
    min_amount: row.minAmount,
    max_amount: row.maxAmount,
    description: row.description,
    delivery_time: row.deliveryTime,
    features: row.features,
    is_new: row.isNew,
    is_recommended: row.isRecommended,
    refill: row.refill,
    cancel: row.cancel,
    dripfeed: row.dripfeed,
    type: row.type,
  };
}

/** A ledger row as the customer's Transactions page shows it: named by its per-panel number. */
export function toTransaction(row: typeof ledgerEntries.$inferSelect): Transaction & { kind: string } {
  return {
    id: row.number,
    date: row.createdAt.toISOString(),
    method: row.method,
    amount: row.amount,
    kind: row.kind,
  };
}
