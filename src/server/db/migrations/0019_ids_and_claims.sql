-- Each account's stamp, carried by its tokens and unsubscribe links: the accounts already there
-- keep '' (their tokens, made before, carry none and go on working); every new account gets one
-- of its own.
ALTER TABLE "users" ADD COLUMN "account_stamp" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "account_stamp" SET DEFAULT md5(random()::text || clock_timestamp()::text);--> statement-breakpoint
-- A mail is claimed by one round of one sender (`sending`), marked `handing` just before it goes
-- to the mailer, then `sent`: what a stopped sender leaves is claimed again or settled by the next
-- round.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_status";--> statement-breakpoint
DROP INDEX "notifications_sending_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "claimed_by" text;--> statement-breakpoint
CREATE INDEX "notifications_claimed_idx" ON "notifications" USING btree ("next_attempt_at") WHERE "notifications"."status" in ('sending', 'handing');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_status" CHECK ("notifications"."status" in ('due', 'sending', 'handing', 'sent', 'failed', 'skipped'));
