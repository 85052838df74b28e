ALTER TABLE "orders" ADD COLUMN "address_details" jsonb;--> statement-breakpoint
ALTER TABLE "wallet_histories" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_histories" ADD CONSTRAINT "wallet_histories_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- `payment_type` tells Foodyman clients who sets the payment methods (admin: listed by
-- GET /rest/payments); the accepted methods it used to hold move to `payment_methods`.
INSERT INTO "settings" ("key", "value")
	SELECT 'payment_methods', "value" FROM "settings" WHERE "key" = 'payment_type' AND "value" NOT IN ('admin', 'seller')
	ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
UPDATE "settings" SET "value" = 'admin', "updated_at" = now() WHERE "key" = 'payment_type' AND "value" NOT IN ('admin', 'seller');--> statement-breakpoint
-- The authors of the movements so far, where the history tells them: the owner for what only the
-- owner does, whoever canceled an order for its payment given back.
UPDATE "wallet_histories" SET "author_id" = "user_id"
	WHERE "type" IN ('opening_balance', 'topup', 'withdraw', 'order_payment', 'points_conversion')
		OR ("type" = 'withdraw_return' AND "note" = 'Withdrawal canceled');--> statement-breakpoint
UPDATE "wallet_histories" AS "h" SET "author_id" = "c"."changed_by"
	FROM "order_status_changes" AS "c"
	WHERE "h"."type" = 'order_cancel' AND "c"."order_id" = "h"."order_id" AND "c"."status" = 'canceled';
