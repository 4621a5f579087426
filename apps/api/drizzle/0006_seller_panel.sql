ALTER TABLE "coupons" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "used_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "closed_from" date;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "closed_until" date;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "closure_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_store_created_idx" ON "orders" USING btree ("store_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_store_created_idx" ON "products" USING btree ("store_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_usage_check" CHECK ("coupons"."usage_limit" is null or "coupons"."used_count" <= "coupons"."usage_limit");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_closure_check" CHECK (("stores"."closed_from" is null) = ("stores"."closed_until" is null) and ("stores"."closed_from" is null or "stores"."closed_from" <= "stores"."closed_until"));