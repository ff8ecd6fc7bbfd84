-- The mails cut off while sending, looked for at the start of every round of notifications: a
-- few rows in a table that grows all season, found without reading it all.
CREATE INDEX "notifications_sending_idx" ON "notifications" USING btree ("next_attempt_at") WHERE "notifications"."status" = 'sending';
