/**
 * Answers of the server that carry more than the shared @smm/domain types describe. Each is the domain type
 * plus the extra fields the server sends, so code written against the domain type keeps working.
 */
import type {
  CatalogueService,
  Category,
  CustomerDashboardStats,
  DecimalString,
  IsoDateTime,
  PlatformCategory,
  Service,
  Transaction,
  User,
} from "@smm/domain";

export type AccountUser = User & { referral_code?: string };

export type CategoryWithPlatform = Category & { platform?: string; icon?: string };

export type ServiceDetails = Service & {
  delivery_time?: string;
  features?: string[];
  is_new?: boolean;
  is_recommended?: boolean;
  refill?: boolean;
  cancel?: boolean;
  dripfeed?: boolean;
  type?: string;
};

export type CatalogueEntry = CatalogueService & { createdAt: IsoDateTime; orderCount: number };

/** GET /catalogue: the platform buttons ("all" first) and every service of the public catalogue. */
export interface CatalogueResponse {
  platforms: PlatformCategory[];
  services: CatalogueEntry[];
}

export type DashboardStats = CustomerDashboardStats & { totalSpent: DecimalString };

/** A ledger row: `kind` tells deposits, bonuses, order charges and refunds apart. */
export type LedgerTransaction = Transaction & { kind?: string };

export interface MessageResponse {
  message: string;
}
