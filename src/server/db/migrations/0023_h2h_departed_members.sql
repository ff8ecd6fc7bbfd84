CREATE TABLE "league_departed_members" (
	"league_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"departed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "league_departed_members_league_id_member_id_pk" PRIMARY KEY("league_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "league_departed_members" ADD CONSTRAINT "league_departed_members_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;