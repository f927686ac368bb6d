import { resellerRefusal, resellerRequest } from "@smm/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { panelCurrency } from "../panels/currency";
import { placeApiOrder } from "./add";
import { ResellerApiError } from "./errors";
import { ApiKeys } from "./keys";
import { refillStatus, requestCancels, requestRefills } from "./requests";
import { listServices } from "./services-list";
import { orderStatus } from "./status";
import { markSuppliedOrder } from "./supplied-orders";

export { ResellerApiError } from "./errors";

/**
 * The reseller API of SMM panels ("API v2"): one endpoint, `key` + `action`, answering `{"error": "..."}` on
 * failure. Orders take the same debit and ledger as the panel's; provider-backed ones go out through the
 * job queue.
 */
export class ResellerApiService {
  private readonly keys: ApiKeys;

  constructor(private readonly db: Db) {
    this.keys = new ApiKeys(db);
  }

  createKey(userId: number) {
    return this.keys.create(userId);
  }

  describeKey(userId: number) {
    return this.keys.describe(userId);
  }

  /**
   * One API call: `params` merges the query string and the body (the key may come from the X-Api-Key header), read by
   * the contract's union. A call it refuses is answered in the API's words after the key, which is checked first on
   * every call, as it always was.
   */
  async handle(params: Record<string, unknown>, idempotencyKey?: string): Promise<unknown> {
    const parsed = resellerRequest.safeParse(params);
    if (!parsed.success) {
      await this.keys.authenticate(typeof params.key === "string" ? params.key : "");
      throw new ResellerApiError(resellerRefusal(parsed.error));
    }
    const request = parsed.data;
    if (request.action === "add") {
      // An order reads its key and its service in one query.
      const caller = await this.keys.authenticateForOrder(request.key, request.service);
      // The Idempotency-Key's request is what was sent, key aside.
      const { key: _key, ...sent } = params;
      const placed = await placeApiOrder(this.db, caller, request, { key: idempotencyKey, sent });
      if (caller.suppliesPanelId !== null) await markSuppliedOrder(this.db, placed.id, caller.suppliesPanelId);
      // The client names the order by its number on this panel (a child panel forwarding here keeps it).
      return { order: placed.number };
    }
    const userId = await this.keys.authenticate(request.key);
    switch (request.action) {
      case "services":
        return listServices(this.db, userId);
      case "balance": {
        const [row] = await this.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
        return { balance: row?.balance ?? "0.00", currency: await panelCurrency(this.db) };
      }
      case "status":
        return orderStatus(this.db, userId, request);
      case "refill":
        return requestRefills(this.db, userId, request);
      case "refill_status":
        return refillStatus(this.db, userId, request);
      case "cancel":
        return requestCancels(this.db, userId, request);
    }
  }
}
