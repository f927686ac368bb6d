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
