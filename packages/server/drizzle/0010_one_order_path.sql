-- Orders are placed by one TypeScript path (services/order-placement.ts) that enqueues each order's forwarding
-- job in its own transaction, and sessions are read from the table on every request. So the database function
-- that placed web orders and the triggers that kept an in-process session cache fresh go.
DROP FUNCTION IF EXISTS place_order(integer, integer, text, numeric, integer, integer, numeric, text, integer, numeric, text, text, text, integer);
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_changed_notify ON sessions;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_suspended_notify ON users;
--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_session_changed();
--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_user_suspended();
--> statement-breakpoint
-- Web and mass orders used to wait for a scan to enqueue their forwarding. Any provider-backed order still waiting
-- at the upgrade (pending, never sent, not a drip-feed order, no forwarding job) gets its job now, so none is lost.
INSERT INTO jobs (kind, payload, dedupe_key)
SELECT 'forward-order', jsonb_build_object('orderId', o.id), 'forward:' || o.id || ':0'
FROM orders o
JOIN service_sources s ON s.service_id = o.service_id
LEFT JOIN order_details d ON d.order_id = o.id
WHERE o.status = 'pending'
  AND d.runs IS NULL
  AND NOT EXISTS (SELECT 1 FROM provider_orders po WHERE po.order_id = o.id AND po.run = 0)
  AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.dedupe_key = 'forward:' || o.id || ':0')
ORDER BY o.id
ON CONFLICT DO NOTHING;
