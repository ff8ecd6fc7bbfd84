-- Head-to-head leagues: a league's kind; an h2h league's start_from is its first round's Monday.
ALTER TABLE "leagues" ADD COLUMN "kind" text DEFAULT 'classic' NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_kind" CHECK ("leagues"."kind" in ('classic', 'h2h') and ("leagues"."kind" = 'classic' or "leagues"."start_from" is not null));