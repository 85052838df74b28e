ALTER TABLE "user_bookings" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "user_bookings" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "user_bookings" ADD CONSTRAINT "user_bookings_user_idempotency_key" UNIQUE("user_id","idempotency_key");