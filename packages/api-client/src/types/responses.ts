/**
 * Answers of the server that carry more than the shared @smm/domain types describe. Each is the domain type
 * plus the extra fields the server sends, so code written against the domain type keeps working.
 */
import type {
  CatalogueService,
  Category,
  IsoDateTime,
  PageMeta,
  PlatformCategory,
  ResponseOf,
  Service,
  Ticket,
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

export interface MessageResponse {
  message: string;
}

/** An order as the server answers it, and a mass order's result (the contract's types). */
export type { MassOrderResult, OrderDetails } from "@smm/domain";

/** Where a page sits in the whole list (the contract's type). */
export type { PageMeta };

/** A page of a list: its rows and where it sits in the whole. */
export interface Paginated<T> {
  data: T[];
  meta: PageMeta;
}

/** A deposit, its providers and the sandbox's confirmation (the contract's types). */
/** GET /affiliate: the referral link, the programme's numbers and the payout history (the contract's type). */
export type { AffiliateOverview, Deposit, DepositConfirmation, PaymentProviderName } from "@smm/domain";

export interface TicketAttachment {
  id: number;
  name: string;
  size: number;
  type: string;
}

export interface TicketMessage {
  id: number;
  author: "customer" | "support";
  message: string;
  date: IsoDateTime;
  attachments: TicketAttachment[];
}

/** A ticket with its reply thread, oldest message first. */
export type TicketThread = Ticket & { messages: TicketMessage[] };

/** GET /notifications: the latest notifications and how many are unread (the contract's type). */
export type { NotificationList } from "@smm/domain";

/** A downloaded file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}
