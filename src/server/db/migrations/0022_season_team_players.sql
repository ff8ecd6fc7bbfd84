CREATE TABLE "season_team_players" (
	"season_id" integer NOT NULL,
	"place" integer NOT NULL,
	"slot" integer NOT NULL,
	"player_id" integer,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"side" text NOT NULL,
	"points" integer NOT NULL,
	"captain" boolean DEFAULT false NOT NULL,
	"vice_captain" boolean DEFAULT false NOT NULL,
	CONSTRAINT "season_team_players_season_id_place_slot_pk" PRIMARY KEY("season_id","place","slot"),
	CONSTRAINT "season_team_players_slot" CHECK ("season_team_players"."slot" between 1 and 15)
);
--> statement-breakpoint
ALTER TABLE "season_team_players" ADD CONSTRAINT "season_team_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_team_players" ADD CONSTRAINT "season_team_players_season_id_place_season_standings_season_id_place_fk" FOREIGN KEY ("season_id","place") REFERENCES "public"."season_standings"("season_id","place") ON DELETE cascade ON UPDATE no action;