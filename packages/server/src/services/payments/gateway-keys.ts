import { GATEWAY_KEY_FIELDS, GATEWAY_KEY_MESSAGE, isGatewayKey, type PaymentGatewaysStatus } from "@smm/domain";
import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { settings } from "../../db/schema";
import { validationError } from "../../errors";

/**
 * The `settings` row that holds a panel's own gateway keys. It is not one of the AdminSettings, so no settings answer,
 * audit entry or export carries the keys: they are written here and only ever shown by their last four characters.
 */
const GATEWAY_KEYS_SETTING = "payment_gateway_keys";

export interface GatewayKeys {
  paystack_secret_key?: string;
  nowpayments_api_key?: string;
  nowpayments_ipn_secret?: string;
}

/** What the operator sees of the keys: whether each is set, by its last four characters. */
export function describeGatewayKeys(keys: GatewayKeys): PaymentGatewaysStatus {
  const lastFour = (key: string | undefined) => (key ? key.slice(-4) : null);
  return {
    paystack: { configured: Boolean(keys.paystack_secret_key), key_last_four: lastFour(keys.paystack_secret_key) },
    nowpayments: {
      configured: Boolean(keys.nowpayments_api_key && keys.nowpayments_ipn_secret),
      key_last_four: lastFour(keys.nowpayments_api_key),
    },
  };
}

/** The running panel's own keys (none stored: none). */
export async function readGatewayKeys(db: Queryable): Promise<GatewayKeys> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, GATEWAY_KEYS_SETTING));
  if (!row) return {};
  try {
    const stored = JSON.parse(row.value) as Record<string, unknown>;
    return Object.fromEntries(
      GATEWAY_KEY_FIELDS.filter((f) => typeof stored[f] === "string").map((f) => [f, stored[f]]),
    );
  } catch {
    return {};
  }
}

/**
 * Changes the running panel's keys: a field left out keeps its key, `""` removes it. A key is 8 to 300 visible
 * characters; NOWPayments needs its API key and its IPN secret together. Nothing changes when a field is wrong.
 */
export async function writeGatewayKeys(db: Queryable, body: unknown): Promise<GatewayKeys> {
  const input = (body ?? {}) as Record<string, unknown>;
  const keys: GatewayKeys = { ...(await readGatewayKeys(db)) };
  const errors: Record<string, string[]> = {};
  for (const field of GATEWAY_KEY_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    if (value === "") delete keys[field];
    else if (typeof value === "string" && isGatewayKey(value)) keys[field] = value;
    else errors[field] = [GATEWAY_KEY_MESSAGE];
  }
  if (Boolean(keys.nowpayments_api_key) !== Boolean(keys.nowpayments_ipn_secret) && !errors.nowpayments_api_key) {
    errors.nowpayments_ipn_secret = ["NOWPayments needs both its API key and its IPN secret."];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  await db
    .insert(settings)
    .values({ key: GATEWAY_KEYS_SETTING, value: JSON.stringify(keys) })
    .onConflictDoUpdate({ target: [settings.panelId, settings.key], set: { value: JSON.stringify(keys) } });
  return keys;
}
