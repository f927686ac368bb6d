-- Servers keep live sessions in memory (services/session-cache.ts) and drop them when these notifications say a
-- session stopped being valid, whichever code path or instance made the change: a session revoked, changed or
-- deleted, or a customer suspended. Balance updates do not name `suspended`, so orders never fire the second one.
CREATE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', 'session:' || OLD.token_hash);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed_notify
  AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
CREATE FUNCTION notify_user_suspended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', 'user:' || NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_suspended_notify
  AFTER UPDATE OF suspended ON users
  FOR EACH ROW WHEN (NEW.suspended AND NOT OLD.suspended)
  EXECUTE FUNCTION notify_user_suspended();
