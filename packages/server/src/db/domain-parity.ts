/**
 * The database keeps its own copies of the status lists (the schema must not change when a domain constant
 * does, without a migration). These types fail `pnpm typecheck` the moment a copy and the domain's list hold
 * different values, e.g. "Type 'false' does not satisfy the constraint 'true'" on the line of the list that
 * drifted. Order does not matter: a status is stored as text.
 */
import type {
  CANCEL_REQUEST_STATES,
  ORDER_STATUSES as DOMAIN_ORDER_STATUSES,
  REFILL_REQUEST_STATES,
} from "@smm/domain";
import type { CANCEL_STATES, ORDER_STATUSES, REFILL_STATES } from "./schema";

type Values<List extends readonly string[]> = List[number];

/** true when both lists hold exactly the same values. */
type SameValues<A extends readonly string[], B extends readonly string[]> = [Values<A>] extends [Values<B>]
  ? [Values<B>] extends [Values<A>]
    ? true
    : false
  : false;

/** Compiles only when its argument is `true`. */
type Holds<Check extends true> = Check;

export type SchemaMatchesDomain = [
  Holds<SameValues<typeof ORDER_STATUSES, typeof DOMAIN_ORDER_STATUSES>>,
  Holds<SameValues<typeof REFILL_STATES, typeof REFILL_REQUEST_STATES>>,
  Holds<SameValues<typeof CANCEL_STATES, typeof CANCEL_REQUEST_STATES>>,
];
