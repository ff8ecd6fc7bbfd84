-- Last Man Standing competitions of the current season, and the closed seasons' winners of theirs.
CREATE TABLE "lms_competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"name" text NOT NULL,
	"first_week" integer NOT NULL,
	"first_from" date,
	CONSTRAINT "lms_competitions_first_week" CHECK ("lms_competitions"."first_week" >= 1),
	CONSTRAINT "lms_competitions_name_length" CHECK (char_length("lms_competitions"."name") between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "season_lms_winners" (
	"season_id" integer NOT NULL,
	"place" integer NOT NULL,
	"name" text NOT NULL,
	"team_name" text,
	CONSTRAINT "season_lms_winners_season_id_place_pk" PRIMARY KEY("season_id","place")
);
--> statement-breakpoint
ALTER TABLE "lms_competitions" ADD CONSTRAINT "lms_competitions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_lms_winners" ADD CONSTRAINT "season_lms_winners_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lms_competitions_season_idx" ON "lms_competitions" USING btree ("season_id");