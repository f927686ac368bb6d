import { formatMoney } from "./money/format";
import type { DecimalString, IsoDateTime } from "./scalars";

/** How many days before a child panel's renewal its owner is reminded (once per month). */
export const RENEWAL_REMINDER_DAYS = 3;

/** How long a cancelled child panel's data is kept unless the operator sets another period (Settings). */
export const DEFAULT_CHILD_PANEL_GRACE_DAYS = 30;

/** The operator's terms for child panels (Settings; operators only). */
export interface ChildPanelTerms {
  /** Days a cancelled panel's data is kept before it is deleted. */
  grace_days: number;
  /** A paid order activates its panel at once, without the operator's approval. */
  activate_on_payment: boolean;
}

export const DEFAULT_CHILD_PANEL_TERMS: Readonly<ChildPanelTerms> = {
  grace_days: DEFAULT_CHILD_PANEL_GRACE_DAYS,
  activate_on_payment: false,
};

/** The state of a running child panel: what its owner, its parent's operator and its visitors are told. */
export type RunningPanelStatus = "active" | "suspended" | "cancelled";

/** A short calendar date in the words of the messages below: "27 Nov 2026". */
export function renewalDate(at: IsoDateTime | Date): string {
  return new Date(at).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

/** What visitors, owners and the parent's operator read about a child panel's renewal (chosen). */
export const PANEL_TERMS_MESSAGES = {
  /** The page and API answer of a suspended child panel, for its visitors. */
  suspended: "This panel is suspended.",
  suspendedDetail: "Its owner has been told why. Please check back later.",
  /** The page and API answer of a cancelled panel during its grace period. */
  cancelled: "This panel is closed.",
  cancelledDetail: "It is no longer taking orders.",
  /** Stored as the suspension's reason. */
  renewalUnpaid: (price: DecimalString) =>
    `The monthly renewal of ${formatMoney(price)} could not be charged: the balance of your account on the parent panel is too low.`,
  /** Stored as the reason when the parent's operator suspends it. */
  suspendedByOperator: "The parent panel's operator suspended it. Please contact their support.",
  /** The owner's banner on the child's admin area. */
  suspendedBanner: (reason: string | null) => `This panel is suspended. ${reason ?? ""}`.trim(),
  howToPay: (price: DecimalString, parentUrl: string) =>
    `Add at least ${formatMoney(price)} to your account at ${parentUrl}: the panel is renewed and opens again within minutes.`,
  cancelledBanner: "This panel is cancelled: its visitors see that it is closed, and its data will be deleted.",
  reminderTitle: (domain: string, at: IsoDateTime | Date) => `Your child panel ${domain} renews on ${renewalDate(at)}`,
  reminder: (domain: string, at: IsoDateTime | Date, price: DecimalString) =>
    `Your child panel ${domain} renews on ${renewalDate(at)} for ${formatMoney(price)}, charged to your balance. ` +
    "Keep at least that much in your balance, or the panel is suspended until it is paid.",
  renewed: (domain: string, at: IsoDateTime | Date) =>
    `Your child panel ${domain} was renewed until ${renewalDate(at)}.`,
  suspendedNotice: (domain: string, price: DecimalString) =>
    `Your child panel ${domain} is suspended: its renewal of ${formatMoney(price)} could not be charged. Add funds and it opens again.`,
} as const;
