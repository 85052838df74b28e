-- What a customer owes after a refund took back more than the balance held: points in
-- "user_points"."debt", money in "wallets"."debt". Credits pay it first (docs/wallet.md).
ALTER TABLE "user_points" ADD COLUMN "debt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "debt" integer DEFAULT 0 NOT NULL;