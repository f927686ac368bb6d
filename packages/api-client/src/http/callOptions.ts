/** Every call can be cancelled (there is no default timeout): pass the signal of an AbortController. */
export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * Calls that move money or place orders take the key of one logical submission: make it once with
 * `newIdempotencyKey()` when the user submits and pass the same key to every retry, so the server
 * answers a retry with the first result instead of charging twice.
 */
export interface IdempotentCallOptions extends CallOptions {
  idempotencyKey: string;
}
