-- An operator's search of the System Logs, through system_log_search_trgm_idx.
--
-- As for order links (0020): under row-level security ILIKE is not leakproof, so as the application's role the
-- search read every log row of the panel. This function runs as the tables' owner and keeps to the caller's panel
-- with the policies' own condition; its text is the index's expression, so the index answers the pattern.
CREATE FUNCTION panel_system_log_like(pattern text) RETURNS SETOF integer
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  RETURN QUERY EXECUTE
    'SELECT id FROM system_log WHERE panel_id = current_panel_id() AND '
    || '(action || '' '' || actor || '' '' || coalesce(target, '''') || '' '' || message || '' '' || coalesce(ip, '''')) '
    || 'ILIKE $1'
    USING pattern;
END;
$$;
