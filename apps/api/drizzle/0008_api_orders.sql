ALTER TABLE "order_items" ADD COLUMN "currency_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_sales" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_store_status_created_idx" ON "orders" USING btree ("store_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_pending_created_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "referral_sales_order_idx" ON "referral_sales" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending_payment', 'paid', 'cancelled'));--> statement-breakpoint
ALTER TABLE "referral_sales" ADD CONSTRAINT "referral_sales_status_check" CHECK ("referral_sales"."status" in ('pending', 'earned', 'void'));--> statement-breakpoint
-- HAND-WRITTEN (api-orders, not from schema.ts): order lines made before order_items.currency_id
-- take their product's currency (products keep the currency they were sold in unless edited).
UPDATE "order_items" oi SET "currency_id" = p."currency_id" FROM "products" p WHERE p."id" = oi."product_id" AND oi."currency_id" IS NULL;
