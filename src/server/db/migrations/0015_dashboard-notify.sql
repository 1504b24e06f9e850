-- The dashboard's reads are served from the answer cache too (decision 013), so every
-- write to the rows behind them notifies the owner's id, as 0005 does for the month.
CREATE TRIGGER todos_notify AFTER INSERT OR UPDATE OR DELETE ON todos FOR EACH ROW EXECUTE FUNCTION nv_notify_user_data();
--> statement-breakpoint
CREATE TRIGGER contracts_notify AFTER INSERT OR UPDATE OR DELETE ON contracts FOR EACH ROW EXECUTE FUNCTION nv_notify_user_data();
--> statement-breakpoint
CREATE TRIGGER contract_attachments_notify AFTER INSERT OR UPDATE OR DELETE ON contract_attachments FOR EACH ROW EXECUTE FUNCTION nv_notify_user_data();
--> statement-breakpoint
CREATE TRIGGER certifications_notify AFTER INSERT OR UPDATE OR DELETE ON certifications FOR EACH ROW EXECUTE FUNCTION nv_notify_user_data();
--> statement-breakpoint
CREATE TRIGGER preferences_notify AFTER INSERT OR UPDATE OR DELETE ON preferences FOR EACH ROW EXECUTE FUNCTION nv_notify_user_data();
--> statement-breakpoint
CREATE TRIGGER accounts_notify AFTER INSERT OR UPDATE OR DELETE ON accounts FOR EACH ROW EXECUTE FUNCTION nv_notify_user_data();
--> statement-breakpoint
-- users is keyed by id, not user_id (its email is in the profile's answer).
CREATE OR REPLACE FUNCTION nv_notify_user_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('nv_user_data', OLD.id);
  ELSE
    PERFORM pg_notify('nv_user_data', NEW.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION nv_notify_user_row();
