ALTER TABLE "audit_entries" ADD COLUMN "self_edit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "availability_status" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "availability_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "availability_until" date;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_self_edit_idx" ON "audit_entries" USING btree ("id") WHERE "audit_entries"."self_edit";--> statement-breakpoint
CREATE UNIQUE INDEX "players_user_id_unique" ON "players" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_availability_status" CHECK ("players"."availability_status" in ('available', 'doubtful', 'injured', 'suspended', 'unavailable'));--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_availability_note_length" CHECK (char_length("players"."availability_note") <= 100);