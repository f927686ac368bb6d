import type { ApiClient } from "../client";
import { newIdempotencyKey } from "../http/idempotency";
import type { LiveServer } from "./liveServer";

let counter = 0;

/** Signs up a fresh customer (optionally referred) on the live server and keeps its session in the client. */
export async function freshCustomer(server: LiveServer, referralCode?: string): Promise<ApiClient> {
  const api = server.client();
  counter += 1;
  const username = `c${Date.now().toString(36)}${counter}`;
  const { token, user } = await api.auth.register({
    username,
    email: `${username}@example.com`,
    first_name: "Test",
    last_name: "Customer",
    password: "Secret123",
    password_confirmation: "Secret123",
    ...(referralCode ? { referral_code: referralCode } : {}),
  });
  api.sessions.customer.save({ token, data: user }, { remember: false });
  return api;
}

/** Tops the customer's balance up through the sandbox provider (card: amount + 5 % bonus). */
export async function fund(api: ApiClient, amount: string): Promise<void> {
  const deposit = await api.funds.createDeposit({ method: "card", amount }, { idempotencyKey: newIdempotencyKey() });
  await api.funds.confirmSandboxDeposit(deposit.reference);
}
