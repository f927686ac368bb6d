/** Names of the contract's answer types that the app reads the api-client's answers by. */
import type { catalogueEndpoints, PageMeta, ResponseOf, transactionEndpoints } from "@smm/domain";

type CatalogueEndpoints = typeof catalogueEndpoints;

/** A category as GET /categories answers it, with its platform and icon (the contract's type). */
export type CategoryWithPlatform = ResponseOf<CatalogueEndpoints["categories"]>["data"][number];
/** A service as GET /services answers it, with its details (the contract's type). */
export type ServiceDetails = ResponseOf<CatalogueEndpoints["services"]>["data"][number];
/** GET /catalogue: the platform buttons ("all" first) and every service of the public catalogue. */
export type CatalogueResponse = ResponseOf<CatalogueEndpoints["catalogue"]>;
export type CatalogueEntry = CatalogueResponse["services"][number];

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
