ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_sales" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_store_status_created_idx" ON "orders" USING btree ("store_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_pending_created_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "referral_sales_order_idx" ON "referral_sales" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending_payment', 'paid', 'cancelled'));--> statement-breakpoint
ALTER TABLE "referral_sales" ADD CONSTRAINT "referral_sales_status_check" CHECK ("referral_sales"."status" in ('pending', 'earned', 'void'));--> statement-breakpoint
-- HAND-WRITTEN (not from schema.ts): sales of orders paid or cancelled before this migration take
-- their order's outcome, so no commission of a paid order stays pending and none of a cancelled one counts.
UPDATE "referral_sales" rs SET "status" = CASE o."status" WHEN 'paid' THEN 'earned' WHEN 'cancelled' THEN 'void' ELSE 'pending' END
FROM "orders" o WHERE o."id" = rs."order_id";--> statement-breakpoint
-- Orders paid or cancelled before this migration keep when they were made as the best record of when that happened.
UPDATE "orders" SET "paid_at" = "created_at" WHERE "status" = 'paid' AND "paid_at" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "cancelled_at" = "created_at" WHERE "status" = 'cancelled' AND "cancelled_at" IS NULL;
