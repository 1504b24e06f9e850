-- The pay estimator's saved inputs are a dashboard read served from the answer cache
-- too (decision 013), so every write to them notifies the owner's id, as 0015 does.
CREATE TRIGGER pay_estimates_notify AFTER INSERT OR UPDATE OR DELETE ON pay_estimates FOR EACH ROW EXECUTE FUNCTION nv_notify_user_data();
