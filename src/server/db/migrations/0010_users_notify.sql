-- Every change of a user (password, token version, staff flag, removal) is announced at commit
-- to every server process listening, which forgets what it holds of that user in memory (the
-- API's writes and the command line's alike). The payload is the user's id.
CREATE OR REPLACE FUNCTION announce_user_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('fantasy_xi_users', OLD.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_announce AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_user_change();
