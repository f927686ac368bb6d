import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../client";
import { ApiError } from "../http/ApiError";
import { newIdempotencyKey } from "../http/idempotency";
import { freshCustomer, fund } from "../test-support/customers";
import { demoAdmin, type LiveServer, startLiveServer } from "../test-support/liveServer";
import type { ServiceDetails } from "../types/responses";

let server: LiveServer;
let cancellable: ServiceDetails;
let fixed: ServiceDetails;

beforeAll(async () => {
  server = await startLiveServer();
  const services = await server.client().catalogue.services();
  const pick = (cancel: boolean) => {
    const found = services.find((service) => service.cancel === cancel);
    if (!found) throw new Error(`the demo data has no service with cancel=${cancel}`);
    return found;
  };
  cancellable = pick(true);
  fixed = pick(false);
});
afterAll(() => server?.close());

async function fundedCustomer(): Promise<ApiClient> {
  const api = await freshCustomer(server);
  await fund(api, "1000");
  return api;
}

async function place(api: ApiClient, service: ServiceDetails) {
  return api.orders.place(
    { service_id: service.id, link: "https://www.instagram.com/p/requests-contract/", quantity: service.min_amount },
    { idempotencyKey: newIdempotencyKey() },
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("refill and cancel requests against the server", () => {
  it("a cancel is asked once and shows as the order's latest request", async () => {
    const api = await fundedCustomer();
    const order = await place(api, cancellable);
    const [before] = await api.orderRequests.list([order.id]);
    expect(before).toEqual({
      order_id: order.id,
      refill: { available: false, latest: null },
      cancel: { available: true, latest: null },
    });
    const asked = await api.orderRequests.cancel(order.id);
    expect(asked.cancel.available).toBe(false);
    expect(asked.cancel.latest).toMatchObject({ id: expect.any(Number), created_at: expect.any(String) });
    const again = await api.orderRequests.cancel(order.id);
    expect(again.cancel.latest?.id).toBe(asked.cancel.latest?.id);
    const [after] = await api.orderRequests.list([order.id]);
    expect(after?.cancel.latest?.id).toBe(asked.cancel.latest?.id);
  });

  it("a cancel the operator rejects tells the customer why", async () => {
    const api = await fundedCustomer();
    const order = await place(api, cancellable);
    const asked = await api.orderRequests.cancel(order.id);
    expect(asked.cancel.latest?.reason).toBeNull();
    const operator = server.client();
    const { token, admin } = await operator.admin.auth.login({ email: demoAdmin.email, password: demoAdmin.password });
    operator.sessions.admin.save({ token, data: admin }, { remember: false });
    const requestId = asked.cancel.latest?.id ?? Number.NaN;
    await operator.admin.orders.decideRequest("cancel", requestId, { state: "rejected", reason: "Already delivering" });
    const [after] = await api.orderRequests.list([order.id]);
    expect(after?.cancel).toEqual({
      available: false,
      latest: { id: requestId, status: "rejected", created_at: expect.any(String), reason: "Already delivering" },
    });
  });

  it("answers the server's reasons: not eligible (422), another customer's order (404), signed out (401)", async () => {
    const owner = await fundedCustomer();
    const order = await place(owner, fixed);
    const refused = await failure(owner.orderRequests.cancel(order.id));
    expect(refused).toMatchObject({ status: 422, message: "Order not eligible for cancel" });
    expect(await failure(owner.orderRequests.refill(order.id))).toMatchObject({
      status: 422,
      message: "Order not eligible for refill",
    });
    const stranger = await freshCustomer(server);
    expect(await failure(stranger.orderRequests.cancel(order.id))).toMatchObject({
      status: 404,
      message: "Order not found",
    });
    await expect(stranger.orderRequests.list([order.id])).resolves.toEqual([]);
    expect((await failure(server.client().orderRequests.list([order.id]))).status).toBe(401);
  });
});
