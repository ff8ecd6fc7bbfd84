DROP INDEX "team_captaincies_team_set_idx";--> statement-breakpoint
CREATE INDEX "team_captaincies_team_id_idx" ON "team_captaincies" USING btree ("team_id","id");