/**
 * Answers of the server that carry more than the shared @smm/domain types describe. Each is the domain type
 * plus the extra fields the server sends, so code written against the domain type keeps working.
 */
import type {
  CatalogueService,
  Category,
  PageMeta,
  PlatformCategory,
  ResponseOf,
  Service,
  transactionEndpoints,
} from "@smm/domain";

export type CategoryWithPlatform = Category & { platform?: string; icon?: string };

export type ServiceDetails = Service & {
  delivery_time?: string;
  features?: string[];
  is_new?: boolean;
  is_recommended?: boolean;
  refill?: boolean;
  cancel?: boolean;
};

export type CatalogueEntry = CatalogueService & { orderCount: number };

/** GET /catalogue: the platform buttons ("all" first) and every service of the public catalogue. */
export interface CatalogueResponse {
  platforms: PlatformCategory[];
  services: CatalogueEntry[];
}

/** A ledger row: `kind` tells deposits, bonuses, order charges and refunds apart (the contract's type). */
export type LedgerTransaction = ResponseOf<typeof transactionEndpoints.list>[number];

/** An order as the server answers it, and a mass order's result (the contract's types). */
export type { MassOrderResult, OrderDetails } from "@smm/domain";

/** Where a page sits in the whole list (the contract's type). */
export type { PageMeta };

/** A page of a list: its rows and where it sits in the whole. */
export interface Paginated<T> {
  data: T[];
  meta: PageMeta;
}

/**
 * The contract's types: a deposit, its providers and the sandbox's confirmation; GET /affiliate's overview;
 * GET /notifications' latest notifications and unread count; a ticket's thread and its parts.
 */
export type {
  AffiliateOverview,
  Deposit,
  DepositConfirmation,
  NotificationList,
  PaymentProviderName,
  TicketAttachment,
  TicketMessage,
  TicketThread,
} from "@smm/domain";

/** A downloaded file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}
