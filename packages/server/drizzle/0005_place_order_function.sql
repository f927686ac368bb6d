-- One customer order, called as one small statement (services/order-placement.ts): PL/pgSQL keeps the plans of
-- the statements below per connection, so the order path no longer parses and plans a large statement on every
-- call (that cost is paid in WASM on PGlite). Called outside any transaction, the call is atomic by itself: any
-- error (a key used before hits the unique index) undoes the debit, the order and the ledger row with it.
-- `priced` is false when the service or the customer's discount is no longer what the order was priced from;
-- `answer` is the placed order as the API returns it, null when nothing was placed.
CREATE FUNCTION place_order(
  p_user_id integer,
  p_service_id integer,
  p_service_title text,
  p_unit_price numeric,
  p_min_amount integer,
  p_max_amount integer,
  p_discount_percent numeric,
  p_link text,
  p_quantity integer,
  p_charge numeric,
  p_key text,
  p_scope text,
  p_request_hash text,
  p_status_code integer,
  OUT priced boolean,
  OUT answer jsonb
) LANGUAGE plpgsql AS $$
DECLARE
  v_balance numeric;
  v_order orders%ROWTYPE;
BEGIN
  priced := EXISTS (
    SELECT 1 FROM services s JOIN categories c ON c.id = s.category_id
    WHERE s.id = p_service_id AND s.enabled AND c.enabled
      AND s.title = p_service_title AND s.unit_price = p_unit_price
      AND s.min_amount = p_min_amount AND s.max_amount = p_max_amount
      AND coalesce((SELECT d.percent FROM user_discounts d WHERE d.user_id = p_user_id), 0) = p_discount_percent
  );
  IF NOT priced THEN
    RETURN;
  END IF;
  -- The debit is the single conditional update: two concurrent orders can never both pass a check only one
  -- should (CHECK balance >= 0 stays the backstop). No row: the balance cannot cover the charge.
  UPDATE users SET balance = balance - p_charge
  WHERE id = p_user_id AND balance >= p_charge
  RETURNING balance INTO v_balance;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO orders (user_id, service_id, link, quantity, charge, remains, status)
  VALUES (p_user_id, p_service_id, p_link, p_quantity, p_charge, p_quantity, 'pending')
  RETURNING * INTO v_order;
  INSERT INTO ledger_entries (user_id, amount, balance_after, kind, method, reference)
  VALUES (p_user_id, -p_charge, v_balance, 'order', 'Order', 'order:' || v_order.id);
  answer := jsonb_build_object(
    'id', v_order.id,
    'date', to_char(v_order.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'link', v_order.link,
    'charge', v_order.charge::text,
    'startCount', v_order.start_count,
    'quantity', v_order.quantity,
    'service', p_service_title,
    'service_id', v_order.service_id,
    'status', v_order.status,
    'remains', v_order.remains);
  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (user_id, scope, key, request_hash, status_code, response)
    VALUES (p_user_id, p_scope, p_key, p_request_hash, p_status_code, answer);
  END IF;
END;
$$;
