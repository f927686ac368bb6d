import { depositCredit, sumMoney } from "@smm/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ApiClient } from "../client";
import { ApiError } from "../http/ApiError";
import { newIdempotencyKey } from "../http/idempotency";
import { type LiveServer, startLiveServer } from "../test-support/liveServer";

let server: LiveServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server?.close());

beforeEach(async () => {
  api = server.client();
  const username = `payer_${Date.now()}_${Math.floor(Math.random() * 1000)}`;
  const { token, user } = await api.auth.register({
    username,
    email: `${username}@example.com`,
    first_name: "Pay",
    last_name: "Er",
    password: "Secret123",
    password_confirmation: "Secret123",
  });
  api.sessions.customer.save({ token, data: user }, { remember: false });
});

describe("sandbox deposit", () => {
  it("starts pending, and confirming credits amount + 5 % card bonus exactly once", async () => {
    const deposit = await api.funds.createDeposit(
      { method: "card", amount: "1000" },
      { idempotencyKey: newIdempotencyKey() },
    );
    expect(deposit).toMatchObject({ provider: "sandbox", method: "card", status: "pending", bonus: "50.00" });
    expect(deposit.checkout_url).toContain(deposit.reference);
    await expect(api.funds.deposit(deposit.reference)).resolves.toMatchObject({ status: "pending" });

    const first = await api.funds.confirmSandboxDeposit(deposit.reference);
    expect(first.credited).toBe(true);
    expect(first.deposit.status).toBe("completed");
    expect(first.balance).toBe(sumMoney("0", depositCredit("1000", "card")));
    const again = await api.funds.confirmSandboxDeposit(deposit.reference);
    expect(again.credited).toBe(false);
    expect(again.balance).toBe(first.balance);
    expect((await api.user.dashboard()).balance).toBe("1050.00");
    expect((await api.funds.transactions()).length).toBeGreaterThanOrEqual(1);
  });

  it("a retried Pay Now with the same key starts one payment", async () => {
    const options = { idempotencyKey: newIdempotencyKey() };
    const first = await api.funds.createDeposit({ method: "crypto", amount: "600" }, options);
    const retry = await api.funds.createDeposit({ method: "crypto", amount: "600" }, options);
    expect(retry.reference).toBe(first.reference);
  });

  it("an amount below the method minimum is a field error in the domain's words", async () => {
    const error = await api.funds
      .createDeposit({ method: "crypto", amount: "100" }, { idempotencyKey: newIdempotencyKey() })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).fieldError("amount")).toBe("Minimum amount for this method is 500 NGN");
  });

  it("another customer's deposit answers 404", async () => {
    const deposit = await api.funds.createDeposit(
      { method: "card", amount: "200" },
      { idempotencyKey: newIdempotencyKey() },
    );
    const stranger = server.client();
    const username = `stranger_${Date.now()}`;
    const { token, user } = await stranger.auth.register({
      username,
      email: `${username}@example.com`,
      first_name: "Str",
      last_name: "Anger",
      password: "Secret123",
      password_confirmation: "Secret123",
    });
    stranger.sessions.customer.save({ token, data: user }, { remember: false });
    await expect(stranger.funds.deposit(deposit.reference)).rejects.toMatchObject({ status: 404 });
    await expect(stranger.funds.confirmSandboxDeposit(deposit.reference)).rejects.toMatchObject({ status: 404 });
  });

  it("lists the customer's own deposits, a bank transfer waiting for the operator among them", async () => {
    const transfer = await api.funds.createDeposit(
      { method: "bank_transfer", amount: "3000", transfer_reference: "GTB 1234" },
      { idempotencyKey: newIdempotencyKey() },
    );
    const page = await api.funds.deposits({ page: 1, per_page: 5 });
    expect(page.meta).toMatchObject({ page: 1, per_page: 5, total: 1 });
    expect(page.data).toEqual([
      expect.objectContaining({ reference: transfer.reference, status: "pending", transfer_reference: "GTB 1234" }),
    ]);
  });
});
