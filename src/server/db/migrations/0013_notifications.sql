CREATE TABLE "notification_sender" (
	"id" integer PRIMARY KEY NOT NULL,
	"holder" text,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('deadline_reminder', 'gameweek_results', 'fixture_changes')),
	CONSTRAINT "notifications_status" CHECK ("notifications"."status" in ('due', 'sending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "game_weeks" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deadline_reminder" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gameweek_results" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fixture_changes" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_kind_key" ON "notifications" USING btree ("user_id","kind","key");--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("next_attempt_at","id") WHERE "notifications"."status" = 'due';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_fixture_changes" CHECK ("users"."fixture_changes" in ('none', 'men', 'women', 'all'));--> statement-breakpoint
insert into "notification_sender" ("id", "holder", "lease_until") values (1, null, 'epoch');
--> statement-breakpoint
-- Audit entries are never changed or removed, but for one change: a deleted account's email is
-- dropped from the entries it wrote (its id stays).
CREATE OR REPLACE FUNCTION "audit_entries_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.by_email IS NULL AND (to_jsonb(NEW) - 'by_email') = (to_jsonb(OLD) - 'by_email') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit entries are never changed or removed';
END
$$;
