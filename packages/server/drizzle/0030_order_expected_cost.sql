-- Issue 36, honest profit: an order's expected cost is recorded when it is placed (services/order-costs.ts), so a
-- pending order no longer counts at its full price as profit. The open orders already here get it from what their
-- service costs now: the provider's rate per 1000 × quantity / 1000 × the source's currency rate for a forwarded
-- one, the operator's unit cost × quantity for a manual one (left null when that is not set). Final orders keep
-- their settled cost (order_costs) and need none.
ALTER TABLE "orders" ADD COLUMN "expected_cost" numeric(18, 6);--> statement-breakpoint
UPDATE orders o SET expected_cost = round(s.provider_rate * o.quantity / 1000 * s.currency_rate, 6)
  FROM service_sources s
  WHERE s.service_id = o.service_id AND o.status NOT IN ('completed', 'partial', 'canceled');--> statement-breakpoint
UPDATE orders o SET expected_cost = round(sv.unit_cost * o.quantity, 6)
  FROM services sv
  WHERE sv.id = o.service_id AND sv.unit_cost IS NOT NULL AND o.status NOT IN ('completed', 'partial', 'canceled')
    AND NOT EXISTS (SELECT 1 FROM service_sources s WHERE s.service_id = o.service_id);
