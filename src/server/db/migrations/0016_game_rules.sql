-- The game's rules (free transfers, their cost, chips), each row in force from its deadline on, and
-- the audit of their changes.
CREATE TABLE "game_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_deadline" timestamp with time zone NOT NULL,
	"free_transfers" integer,
	"max_banked" integer NOT NULL,
	"transfer_cost" integer NOT NULL,
	"chips" boolean NOT NULL,
	CONSTRAINT "game_rules_from_deadline_unique" UNIQUE("from_deadline"),
	CONSTRAINT "game_rules_free_transfers" CHECK (free_transfers is null or free_transfers between 1 and 5),
	CONSTRAINT "game_rules_max_banked" CHECK (max_banked between 1 and 5),
	CONSTRAINT "game_rules_transfer_cost" CHECK (transfer_cost between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_entity";--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_entity" CHECK ("audit_entries"."entity" in ('match', 'player', 'fixture', 'season', 'rules'));