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
  Order,
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

/** An order as the server answers it; `startCount` stays null until the provider reports one. */
export type OrderDetails = Omit<Order, "startCount"> & { service_id: number; startCount: number | null };

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** A page of a list: its rows and where it sits in the whole. */
export interface Paginated<T> {
  data: T[];
  meta: PageMeta;
}

/** POST /mass-orders: every line placed in one transaction, and the balance after it. */
export interface MassOrderResult {
  message: string;
  balance: DecimalString;
  orders: OrderDetails[];
}
