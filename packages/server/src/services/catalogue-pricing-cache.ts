/** What an order's charge and bounds are worked out from: the service as last read and the customer's discount. */
export interface OrderPricing {
  service: { id: number; title: string; unitPrice: string; minAmount: number; maxAmount: number };
  discountPercent: string;
}

// Bounds the memory a flood of distinct customers can take; a full map simply starts over.
const MAX_ENTRIES = 10_000;

function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (map.size >= MAX_ENTRIES && !map.has(key)) map.clear();
  map.set(key, value);
}

/**
 * In-process copies of enabled services and customers' discounts, so a typical order skips the look-up round
 * trip. Never trusted for money: the order statement re-checks every cached value against the database in the
 * same statement that charges (see `chargeAndInsert`) and places nothing if any changed; the caller then forgets
 * the entry and prices the order again from fresh rows. So admin edits, provider syncs and other instances need
 * no invalidation message.
 */
export class OrderPricingCache {
  private readonly services = new Map<number, OrderPricing["service"]>();
  private readonly discounts = new Map<number, string>();

  get(serviceId: number, userId: number): OrderPricing | undefined {
    const service = this.services.get(serviceId);
    const discountPercent = this.discounts.get(userId);
    return service && discountPercent !== undefined ? { service, discountPercent } : undefined;
  }

  remember(userId: number, pricing: OrderPricing): void {
    remember(this.services, pricing.service.id, pricing.service);
    remember(this.discounts, userId, pricing.discountPercent);
  }

  forget(serviceId: number, userId: number): void {
    this.services.delete(serviceId);
    this.discounts.delete(userId);
  }
}
