-- Snapshots, weekly points and team totals are derived in memory from the membership and captaincy
-- history and the stat rows (services/seasonModel.ts): nothing per team is stored any more, so a
-- match writes only per-player rows. Teams are stamped with the data version of the last write to
-- their history, so that each server process reloads only those.
DROP TABLE "team_snapshots" CASCADE;--> statement-breakpoint
ALTER TABLE "fantasy_teams" ADD COLUMN "changed_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "fantasy_teams_changed_version_idx" ON "fantasy_teams" USING btree ("changed_version");--> statement-breakpoint
ALTER TABLE "fantasy_teams" DROP COLUMN "total_points";
