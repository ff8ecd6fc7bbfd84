-- The bench (the product rules §21): each team's substitutes in order, as a history only ever appended to
-- (like team_captaincies). The bench players themselves hold membership rows like the 11.
CREATE TABLE "team_benches" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"bench_1" integer,
	"bench_2" integer,
	"bench_3" integer,
	"bench_4" integer,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_benches_filled_in_order" CHECK (("team_benches"."bench_2" is null or "team_benches"."bench_1" is not null) and ("team_benches"."bench_3" is null or "team_benches"."bench_2" is not null) and ("team_benches"."bench_4" is null or "team_benches"."bench_3" is not null))
);
--> statement-breakpoint
ALTER TABLE "team_benches" ADD CONSTRAINT "team_benches_team_id_fantasy_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."fantasy_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_benches" ADD CONSTRAINT "team_benches_bench_1_players_id_fk" FOREIGN KEY ("bench_1") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_benches" ADD CONSTRAINT "team_benches_bench_2_players_id_fk" FOREIGN KEY ("bench_2") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_benches" ADD CONSTRAINT "team_benches_bench_3_players_id_fk" FOREIGN KEY ("bench_3") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_benches" ADD CONSTRAINT "team_benches_bench_4_players_id_fk" FOREIGN KEY ("bench_4") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_benches_team_id_idx" ON "team_benches" USING btree ("team_id","id");