CREATE TABLE "team_captaincies" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"captain_id" integer,
	"vice_captain_id" integer,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_snapshots" ADD COLUMN "captain_id" integer;--> statement-breakpoint
ALTER TABLE "team_snapshots" ADD COLUMN "vice_captain_id" integer;--> statement-breakpoint
ALTER TABLE "team_snapshots" ADD COLUMN "captain_bonus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_captaincies" ADD CONSTRAINT "team_captaincies_team_id_fantasy_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."fantasy_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_captaincies" ADD CONSTRAINT "team_captaincies_captain_id_players_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_captaincies" ADD CONSTRAINT "team_captaincies_vice_captain_id_players_id_fk" FOREIGN KEY ("vice_captain_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_captaincies_team_set_idx" ON "team_captaincies" USING btree ("team_id","set_at","id");--> statement-breakpoint
CREATE INDEX "team_snapshots_week_captain_idx" ON "team_snapshots" USING btree ("game_week_id","captain_id");--> statement-breakpoint
CREATE INDEX "team_snapshots_week_vice_idx" ON "team_snapshots" USING btree ("game_week_id","vice_captain_id");