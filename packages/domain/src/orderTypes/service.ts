import { isResellerServiceType, RESELLER_SERVICE_TYPES, type ResellerServiceType } from "../api/reseller";
import type { Service } from "../contract/catalogue";
import type { DecimalInput } from "../money/decimal";
import type { OrderFieldName } from "../schemas/newOrder";

/** The service fields an order is read and priced by. */
export interface OrderedService {
  /** For the customer's custom rate. */
  id?: number;
  /** The list price per unit; a package's price is its unit price × 1000 (its "rate"). */
  unitPrice: DecimalInput;
  /** As stored ("default", "Custom Comments", "custom_comments"...); read with `serviceTypeOf`. */
  type?: string | null;
  /** Whether the service takes drip-feed orders. */
  dripfeed?: boolean;
  min: number;
  max: number;
}

/** A stored service type in its API v2 words: "default", imported "custom_comments" and unknown words read as such. */
export function serviceTypeOf(stored: string | null | undefined): ResellerServiceType {
  if (isResellerServiceType(stored)) return stored;
  const word = (stored ?? "").toLowerCase().replace(/[-_]/g, " ");
  return RESELLER_SERVICE_TYPES.find((type) => type.toLowerCase() === word) ?? "Default";
}

/** The web catalogue's service as the order rules read it. */
export function orderedServiceOf(service: Service): OrderedService {
  return {
    id: service.id,
    unitPrice: service.price,
    type: service.type,
    dripfeed: service.dripfeed,
    min: service.min_amount,
    max: service.max_amount,
  };
}

/**
 * The fields an order of each type takes, in the order a form shows them (API v2 takes the same parameters); a
 * drip-feed adds `runs` and `interval` to a default service that allows it.
 */
export const ORDER_TYPE_FIELDS: Readonly<Record<ResellerServiceType, readonly OrderFieldName[]>> = {
  Default: ["link", "quantity"],
  Package: ["link"],
  "Custom Comments": ["link", "comments"],
  Mentions: ["link", "quantity", "usernames"],
  "Mentions with Hashtags": ["link", "quantity", "usernames", "hashtags"],
  "Mentions Custom List": ["link", "usernames"],
  "Mentions Hashtag": ["link", "quantity", "hashtag"],
  "Mentions User Followers": ["link", "quantity", "username"],
  "Mentions Media Likers": ["link", "quantity", "media"],
  Subscriptions: ["username", "min", "max", "posts", "delay", "expiry"],
  Poll: ["link", "quantity", "answer_number"],
};
