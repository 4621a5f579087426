ALTER TABLE "products" ADD COLUMN "base_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- HAND-WRITTEN (drizzle-kit cannot express triggers; keep them when regenerating the merged migration):
-- base_price is what one unit costs when no offer is on, kept by the database whoever writes a
-- product or its tiers (the panel, the seeds' bulk inserts): the price, or for a wholesale-only
-- product (price 0) its smallest tier's unit price, 0 while it has none.
CREATE FUNCTION "product_base_price"(integer, integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN $2 > 0 THEN $2 ELSE coalesce((
    SELECT w."price_per_unit" FROM "wholesale_prices" w WHERE w."product_id" = $1 ORDER BY w."min_quantity" LIMIT 1), 0) END
$$;--> statement-breakpoint
CREATE FUNCTION "products_keep_base_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."base_price" := "product_base_price"(NEW."id", NEW."price");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_base_price" BEFORE INSERT OR UPDATE OF "price" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_keep_base_price"();--> statement-breakpoint
CREATE FUNCTION "wholesale_prices_keep_base_price"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."product_id" ELSE NEW."product_id" END;
BEGIN
  UPDATE "products" p SET "base_price" = "product_base_price"(p."id", p."price")
  WHERE p."id" = "changed" AND p."price" = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "wholesale_prices_base_price" AFTER INSERT OR UPDATE OR DELETE ON "wholesale_prices"
  FOR EACH ROW EXECUTE FUNCTION "wholesale_prices_keep_base_price"();--> statement-breakpoint
UPDATE "products" SET "base_price" = "product_base_price"("id", "price");--> statement-breakpoint
CREATE INDEX "products_currency_price_idx" ON "products" USING btree ("currency_id","base_price","id");--> statement-breakpoint
CREATE INDEX "products_currency_offer_price_idx" ON "products" USING btree ("currency_id","offer_price","id") WHERE "products"."offer_enabled";--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id" DESC NULLS LAST);