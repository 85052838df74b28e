CREATE TABLE "kicked_members" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kicked_members" ADD CONSTRAINT "kicked_members_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kicked_members_cart_id" ON "kicked_members" USING btree ("cart_id");