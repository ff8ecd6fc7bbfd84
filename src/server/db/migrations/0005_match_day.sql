CREATE TABLE "audit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_id" integer,
	"by_email" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_entries_action" CHECK ("audit_entries"."action" in ('create', 'update', 'delete')),
	CONSTRAINT "audit_entries_entity" CHECK ("audit_entries"."entity" in ('match', 'player', 'fixture'))
);
--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "result_id" integer;--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity","entity_id","id");--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_result_id_matches_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fixtures_result_key" ON "fixtures" USING btree ("result_id");--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_status" CHECK ("fixtures"."status" in ('scheduled', 'postponed', 'cancelled'));--> statement-breakpoint
-- Audit entries are never changed or removed.
CREATE FUNCTION "audit_entries_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries are never changed or removed';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_keep" BEFORE UPDATE OR DELETE ON "audit_entries"
  FOR EACH ROW EXECUTE FUNCTION "audit_entries_keep"();
