CREATE TABLE "throttle_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"blocked_until" timestamp,
	"expires_at" timestamp NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_entries_expires_at" ON "throttle_entries" USING btree ("expires_at");