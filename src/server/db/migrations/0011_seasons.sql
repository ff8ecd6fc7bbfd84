CREATE TABLE "phases" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"name" text NOT NULL,
	"first_week" integer NOT NULL,
	"last_week" integer NOT NULL,
	"first_monday" date,
	"last_monday" date,
	CONSTRAINT "phases_weeks" CHECK ("phases"."first_week" >= 1 and "phases"."first_week" <= "phases"."last_week"),
	CONSTRAINT "phases_name_length" CHECK (char_length("phases"."name") between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "season_fixtures" (
	"id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"side" text NOT NULL,
	"team1" text NOT NULL,
	"team2" text NOT NULL,
	"location" text NOT NULL,
	"date" date NOT NULL,
	"time" time NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "season_fixtures_id_pk" PRIMARY KEY("id")
);
--> statement-breakpoint
CREATE TABLE "season_league_winners" (
	"season_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"league_name" text NOT NULL,
	"team_name" text,
	"points" integer,
	"user_id" integer,
	CONSTRAINT "season_league_winners_season_id_league_id_pk" PRIMARY KEY("season_id","league_id")
);
--> statement-breakpoint
CREATE TABLE "season_phase_winners" (
	"season_id" integer NOT NULL,
	"place" integer NOT NULL,
	"name" text NOT NULL,
	"first_week" integer NOT NULL,
	"last_week" integer NOT NULL,
	"team_name" text,
	"points" integer,
	CONSTRAINT "season_phase_winners_season_id_place_pk" PRIMARY KEY("season_id","place")
);
--> statement-breakpoint
CREATE TABLE "season_player_stats" (
	"season_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"goals" integer NOT NULL,
	"assists" integer NOT NULL,
	"clean_sheets" integer NOT NULL,
	"games_played" integer NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "season_player_stats_season_id_player_id_pk" PRIMARY KEY("season_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "season_standings" (
	"season_id" integer NOT NULL,
	"place" integer NOT NULL,
	"rank" integer NOT NULL,
	"team_name" text NOT NULL,
	"points" integer NOT NULL,
	"user_id" integer,
	CONSTRAINT "season_standings_season_id_place_pk" PRIMARY KEY("season_id","place")
);
--> statement-breakpoint
CREATE TABLE "season_top_players" (
	"season_id" integer NOT NULL,
	"kind" text NOT NULL,
	"place" integer NOT NULL,
	"player_id" integer NOT NULL,
	"player_name" text NOT NULL,
	"player_team" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "season_top_players_season_id_kind_place_pk" PRIMARY KEY("season_id","kind","place"),
	CONSTRAINT "season_top_players_kind" CHECK ("season_top_players"."kind" in ('goals', 'points'))
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"matches_from" timestamp with time zone,
	"team_count" integer,
	CONSTRAINT "seasons_name_length" CHECK (char_length("seasons"."name") between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_entity";--> statement-breakpoint
ALTER TABLE "phases" ADD CONSTRAINT "phases_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_fixtures" ADD CONSTRAINT "season_fixtures_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_league_winners" ADD CONSTRAINT "season_league_winners_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_league_winners" ADD CONSTRAINT "season_league_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_phase_winners" ADD CONSTRAINT "season_phase_winners_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_player_stats" ADD CONSTRAINT "season_player_stats_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_player_stats" ADD CONSTRAINT "season_player_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_standings" ADD CONSTRAINT "season_standings_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_standings" ADD CONSTRAINT "season_standings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_top_players" ADD CONSTRAINT "season_top_players_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phases_season_idx" ON "phases" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "season_fixtures_season_idx" ON "season_fixtures" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "season_player_stats_player_idx" ON "season_player_stats" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "season_standings_user_idx" ON "season_standings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_name_key" ON "seasons" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_one_current" ON "seasons" USING btree ((true)) WHERE ended_at is null;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_entity" CHECK ("audit_entries"."entity" in ('match', 'player', 'fixture', 'season'));