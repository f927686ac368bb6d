-- An operator's search for part of an order's link, through orders_link_trgm_idx.
--
-- Under row-level security PostgreSQL uses an index only for conditions it knows cannot leak another panel's rows
-- (leakproof operators, such as =); ILIKE is not one, so as the application's role a link search read every order
-- of the panel. This function runs as the tables' owner, whom the policies do not apply to, and keeps to the
-- caller's panel with the policies' own condition: the index then answers the pattern.
-- At most `newest` ids, the newest first (NULL: all); EXECUTE plans it with the pattern known, so a pattern that
-- matches most orders walks the newest orders instead of the index.
CREATE FUNCTION panel_orders_with_link_like(pattern text, newest integer) RETURNS SETOF integer
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  RETURN QUERY EXECUTE
    'SELECT id FROM orders WHERE panel_id = current_panel_id() AND link ILIKE $1 ORDER BY id DESC LIMIT $2'
    USING pattern, newest;
END;
$$;
