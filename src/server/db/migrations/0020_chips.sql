CREATE TABLE "team_chips" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"chip" text NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"free_hit_players" integer[],
	"free_hit_bench" integer[],
	"free_hit_captain" integer,
	"free_hit_vice" integer,
	CONSTRAINT "team_chips_chip" CHECK ("team_chips"."chip" in ('wildcard', 'free_hit', 'bench_boost', 'triple_captain'))
);
--> statement-breakpoint
ALTER TABLE "team_chips" ADD CONSTRAINT "team_chips_team_id_fantasy_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."fantasy_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_chips_team_week_key" ON "team_chips" USING btree ("team_id","week_start");