/**
 * A panel's own card and crypto gateway keys (a child panel's customers pay the child through them). The operator
 * sets them from Admin → Settings and the server keeps them; they are only ever shown by their last four characters.
 */
export const GATEWAY_KEY_FIELDS = ["paystack_secret_key", "nowpayments_api_key", "nowpayments_ipn_secret"] as const;
export type GatewayKeyField = (typeof GATEWAY_KEY_FIELDS)[number];

/** PUT /api/admin/payment-gateways: a field left out keeps its key, `""` removes it. */
export type GatewayKeysChange = Partial<Record<GatewayKeyField, string>>;

export const GATEWAY_KEY_MESSAGE =
  "Enter the key as the gateway shows it (8 to 300 characters, no spaces), or leave it empty.";

/** A key as the gateways issue them: 8 to 300 visible ASCII characters. */
export function isGatewayKey(value: string): boolean {
  return /^[\x21-\x7e]{8,300}$/.test(value);
}
