ALTER TABLE "order_items" ADD COLUMN "currency_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- HAND-WRITTEN BACKFILL (drizzle-kit cannot express it; keep it when regenerating the merged migration):
-- lines of orders placed before order_items.currency_id existed take the order's currency, or else
-- (orders in several currencies) their product's current one, the best record left of it.
UPDATE "order_items" AS oi SET "currency_id" = coalesce(o."currency_id", p."currency_id")
FROM "orders" AS o, "products" AS p
WHERE o."id" = oi."order_id" AND p."id" = oi."product_id" AND oi."currency_id" IS NULL;
