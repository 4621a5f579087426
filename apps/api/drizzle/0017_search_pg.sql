-- HAND-WRITTEN (drizzle-kit cannot express triggers; keep this block and the backfill at the end
-- when regenerating the merged migration): has_wholesale says whether a product has wholesale
-- tiers, kept by the trigger that already keeps base_price on every write to wholesale_prices.
-- The product row is written only when a value changes (a wholesale-only product's base price, or
-- the flag), so a tier edit on a product that keeps both writes nothing more than before.
CREATE OR REPLACE FUNCTION "wholesale_prices_keep_base_price"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."product_id" ELSE NEW."product_id" END;
  "tiered" boolean := EXISTS (SELECT 1 FROM "wholesale_prices" w WHERE w."product_id" = "changed");
BEGIN
  UPDATE "products" p SET "base_price" = "product_base_price"(p."id", p."price"), "has_wholesale" = "tiered"
  WHERE p."id" = "changed"
    AND (p."has_wholesale" IS DISTINCT FROM "tiered" OR (p."price" = 0 AND p."base_price" IS DISTINCT FROM "product_base_price"(p."id", p."price")));
  RETURN NULL;
END
$$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_wholesale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_wholesale_sold_idx" ON "products" USING btree ("sold_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."has_wholesale";--> statement-breakpoint
-- HAND-WRITTEN (backfill, after the column exists):
UPDATE "products" p SET "has_wholesale" = true WHERE EXISTS (SELECT 1 FROM "wholesale_prices" w WHERE w."product_id" = p."id");
