-- Every change of the cached lists' version is announced by the database itself, at commit, to
-- every server process listening (the API's writes and the command line's alike).
CREATE OR REPLACE FUNCTION announce_data_version() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('fantasy_xi_data_version', NEW.version::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER data_version_announce AFTER UPDATE ON data_version
  FOR EACH ROW EXECUTE FUNCTION announce_data_version();
