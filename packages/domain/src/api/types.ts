/**
 * Response shapes shared by the server, the api-client and the app. Field names follow the spec (§3, §7);
 * money is always a decimal string ("1234.50") so no layer turns it into a float.
 */
import type { RunningPanelStatus } from "../childPanelTerms";
import type { ChildPanelCurrency } from "../money/currencies";
import type { DecimalString, IsoDateTime } from "../scalars";
import type { ChildPanelStatus } from "../statuses";

export type { DecimalString, IsoDateTime } from "../scalars";

/** A list wrapped the way GET /categories and GET /services answer: `{ data: [...] }`. */
export interface DataEnvelope<T> {
  data: T[];
}

/** Error body of the panel API: a message, or a map of field → messages (validation). */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

/** Error body of the reseller API (`{"error": "..."}`). */
export interface ResellerApiErrorBody {
  error: string;
}

export interface Category {
  id: number;
  category_title: string;
}

/** A service as the server sends it: `price` is per unit, min/max are order quantities. */
export interface Service {
  id: number;
  category_id: number;
  service_title: string;
  price: DecimalString;
  min_amount: number;
  max_amount: number;
  description?: string;
  /** The service type ("default", "Package", "Custom Comments"...): what an order of it takes and how it is priced. */
  type?: string;
  /** Whether it takes drip-feed orders (runs and an interval). */
  dripfeed?: boolean;
}

/** A platform of the services catalogue (the first entry of the list is the "all" option). */
export interface PlatformCategory {
  id: string;
  name: string;
  icon: string;
}

/** A row of the static services catalogue (spec §3). `price` has 2 decimals. */
export interface CatalogueService {
  id: number;
  platform: string;
  title: string;
  features: string[];
  price: DecimalString;
  minOrder: number;
  maxOrder: number;
  deliveryTime: string;
  isNew: boolean;
  isRecommended: boolean;
  /** How often it was ordered (the server's popularity; absent from static samples). */
  orderCount?: number;
  /** The category it is listed under in the full price list (absent from static samples: listed under its platform). */
  categoryId?: number;
  category?: string;
  description?: string;
  /** Whether the customer may ask for a refill / a cancel of its orders. */
  refill?: boolean;
  cancel?: boolean;
  /** Its API v2 type ("Default", "Package", …): a package is priced per package, not per 1000. */
  type?: string;
}

export interface ChildPanel {
  id: number;
  domain: string;
  currency: ChildPanelCurrency;
  adminUsername: string;
  pricePerMonth: DecimalString;
  status: ChildPanelStatus;
  nameservers: readonly string[];
  createdAt: IsoDateTime;
  /** The running panel, once activated: its state and next renewal (null before). */
  running: RunningPanel | null;
}

/** A child panel's running state, as its owner and the parent's operator see it. */
export interface RunningPanel {
  status: RunningPanelStatus;
  /** Its temporary address's label (`<name>.<base domain>`). */
  name: string;
  renewsAt: IsoDateTime | null;
  /** Why it is suspended. */
  suspendedReason: string | null;
}
