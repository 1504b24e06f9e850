-- Every write to the rows behind a cached answer (src/server/cache/user-data-cache.ts)
-- notifies the owner's id, whichever instance or script made it. NOTIFY is sent at
-- commit, and repeats within one transaction are folded into one.
CREATE OR REPLACE FUNCTION nv_notify_user_data() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('nv_user_data', OLD.user_id);
  ELSE
    PERFORM pg_notify('nv_user_data', NEW.user_id);
    IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      PERFORM pg_notify('nv_user_data', OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER shift_types_notify AFTER INSERT OR UPDATE OR DELETE ON shift_types FOR EACH ROW EXECUTE FUNCTION nv_notify_user_data();
--> statement-breakpoint
CREATE TRIGGER calendar_shifts_notify AFTER INSERT OR UPDATE OR DELETE ON calendar_shifts FOR EACH ROW EXECUTE FUNCTION nv_notify_user_data();
--> statement-breakpoint
CREATE TRIGGER calendar_notes_notify AFTER INSERT OR UPDATE OR DELETE ON calendar_notes FOR EACH ROW EXECUTE FUNCTION nv_notify_user_data();
--> statement-breakpoint
CREATE TRIGGER profiles_notify AFTER INSERT OR UPDATE OR DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION nv_notify_user_data();
