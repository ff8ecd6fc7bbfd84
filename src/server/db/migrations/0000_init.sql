CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fantasy_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"formation" text NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixtures" (
	"id" serial PRIMARY KEY NOT NULL,
	"side" text NOT NULL,
	"team1" text NOT NULL,
	"team2" text NOT NULL,
	"location" text NOT NULL,
	"date" date NOT NULL,
	"time" time NOT NULL,
	CONSTRAINT "fixtures_side" CHECK ("fixtures"."side" in ('men', 'women'))
);
--> statement-breakpoint
CREATE TABLE "game_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"week" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"deadline" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"team1" text NOT NULL,
	"team2" text NOT NULL,
	"team1_score" integer NOT NULL,
	"team2_score" integer NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"game_week_id" integer NOT NULL,
	CONSTRAINT "matches_scores" CHECK ("matches"."team1_score" >= 0 and "matches"."team2_score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"token_version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_match_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"game_week_id" integer NOT NULL,
	"goals" integer NOT NULL,
	"assists" integer NOT NULL,
	"yellow_cards" integer NOT NULL,
	"red_cards" integer NOT NULL,
	"clean_sheets" integer NOT NULL,
	"motm" integer NOT NULL,
	"pen_saves" integer NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "player_match_stats_ranges" CHECK ("player_match_stats"."goals" >= 0 and "player_match_stats"."assists" >= 0 and "player_match_stats"."yellow_cards" between 0 and 2
    and "player_match_stats"."red_cards" between 0 and 1 and "player_match_stats"."clean_sheets" between 0 and 1 and "player_match_stats"."motm" between 0 and 1 and "player_match_stats"."pen_saves" >= 0)
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"team" text NOT NULL,
	"price_tenths" integer NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"goals" integer DEFAULT 0 NOT NULL,
	"assists" integer DEFAULT 0 NOT NULL,
	"clean_sheets" integer DEFAULT 0 NOT NULL,
	"yellow_cards" integer DEFAULT 0 NOT NULL,
	"red_cards" integer DEFAULT 0 NOT NULL,
	"games_played" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "players_position" CHECK ("players"."position" in ('Goalkeeper', 'Defender', 'Midfielder', 'Attacker')),
	CONSTRAINT "players_price" CHECK ("players"."price_tenths" > 0 and "players"."price_tenths" <= 1000),
	CONSTRAINT "players_name_length" CHECK (char_length("players"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "snapshot_players" (
	"snapshot_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"game_week_id" integer NOT NULL,
	CONSTRAINT "snapshot_players_snapshot_id_player_id_pk" PRIMARY KEY("snapshot_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "team_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"game_week_id" integer NOT NULL,
	"weekly_points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "fantasy_teams" ADD CONSTRAINT "fantasy_teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_game_week_id_game_weeks_id_fk" FOREIGN KEY ("game_week_id") REFERENCES "public"."game_weeks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_match_stats" ADD CONSTRAINT "player_match_stats_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_match_stats" ADD CONSTRAINT "player_match_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_match_stats" ADD CONSTRAINT "player_match_stats_game_week_id_game_weeks_id_fk" FOREIGN KEY ("game_week_id") REFERENCES "public"."game_weeks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_players" ADD CONSTRAINT "snapshot_players_snapshot_id_team_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."team_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_players" ADD CONSTRAINT "snapshot_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_players" ADD CONSTRAINT "snapshot_players_game_week_id_game_weeks_id_fk" FOREIGN KEY ("game_week_id") REFERENCES "public"."game_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_team_id_fantasy_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."fantasy_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_snapshots" ADD CONSTRAINT "team_snapshots_team_id_fantasy_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."fantasy_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_snapshots" ADD CONSTRAINT "team_snapshots_game_week_id_game_weeks_id_fk" FOREIGN KEY ("game_week_id") REFERENCES "public"."game_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fantasy_teams_user_key" ON "fantasy_teams" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fantasy_teams_name_key" ON "fantasy_teams" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "fantasy_teams_points_idx" ON "fantasy_teams" USING btree ("total_points");--> statement-breakpoint
CREATE UNIQUE INDEX "fixtures_identity_key" ON "fixtures" USING btree ("side","team1","team2","date","time");--> statement-breakpoint
CREATE INDEX "fixtures_side_date_idx" ON "fixtures" USING btree ("side","date","time");--> statement-breakpoint
CREATE UNIQUE INDEX "game_weeks_start_key" ON "game_weeks" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "game_weeks_week_idx" ON "game_weeks" USING btree ("week");--> statement-breakpoint
CREATE INDEX "matches_game_week_idx" ON "matches" USING btree ("game_week_id");--> statement-breakpoint
CREATE INDEX "matches_played_at_idx" ON "matches" USING btree ("played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_key" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_match_stats_match_player_key" ON "player_match_stats" USING btree ("match_id","player_id");--> statement-breakpoint
CREATE INDEX "player_match_stats_player_idx" ON "player_match_stats" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_match_stats_week_player_idx" ON "player_match_stats" USING btree ("game_week_id","player_id");--> statement-breakpoint
CREATE INDEX "snapshot_players_week_player_idx" ON "snapshot_players" USING btree ("game_week_id","player_id");--> statement-breakpoint
CREATE INDEX "team_memberships_team_idx" ON "team_memberships" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "team_memberships_player_idx" ON "team_memberships" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_snapshots_team_week_key" ON "team_snapshots" USING btree ("team_id","game_week_id");--> statement-breakpoint
CREATE INDEX "team_snapshots_week_idx" ON "team_snapshots" USING btree ("game_week_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");
--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, 0);
