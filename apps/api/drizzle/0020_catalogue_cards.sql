-- HAND-WRITTEN (drizzle-kit cannot express triggers): each process keeps the cards of the products
-- visitors' searches show (search-index.ts), exactly in step with the database as its index is.
-- A card also shows the product's images and wholesale tiers, its store's name and its currency's
-- code: a committed write to any of those is logged in catalogue_changes too (migration 0019),
-- with the products it touches, so the page check finds it and the card is read again.
CREATE OR REPLACE FUNCTION "plaza_catalogue_parts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM "plaza_catalogue_log"(NULL, NULL, true);
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."product_id") INTO "ids" FROM "new_rows" n;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT "product_id") INTO "ids" FROM (SELECT n."product_id" FROM "new_rows" n UNION SELECT o."product_id" FROM "old_rows" o) changed;
  ELSE
    SELECT array_agg(DISTINCT o."product_id") INTO "ids" FROM "old_rows" o;
  END IF;
  PERFORM "plaza_catalogue_log"("ids", NULL, false);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "plaza_catalogue_images_inserted" AFTER INSERT ON "product_images" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaza_catalogue_parts_changed"();--> statement-breakpoint
CREATE TRIGGER "plaza_catalogue_images_updated" AFTER UPDATE ON "product_images" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaza_catalogue_parts_changed"();--> statement-breakpoint
CREATE TRIGGER "plaza_catalogue_images_deleted" AFTER DELETE ON "product_images" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaza_catalogue_parts_changed"();--> statement-breakpoint
CREATE TRIGGER "plaza_catalogue_images_truncated" AFTER TRUNCATE ON "product_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaza_catalogue_parts_changed"();--> statement-breakpoint
CREATE TRIGGER "plaza_catalogue_tiers_inserted" AFTER INSERT ON "wholesale_prices" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaza_catalogue_parts_changed"();--> statement-breakpoint
CREATE TRIGGER "plaza_catalogue_tiers_updated" AFTER UPDATE ON "wholesale_prices" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaza_catalogue_parts_changed"();--> statement-breakpoint
CREATE TRIGGER "plaza_catalogue_tiers_deleted" AFTER DELETE ON "wholesale_prices" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaza_catalogue_parts_changed"();--> statement-breakpoint
CREATE TRIGGER "plaza_catalogue_tiers_truncated" AFTER TRUNCATE ON "wholesale_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaza_catalogue_parts_changed"();--> statement-breakpoint
-- A store's name is on its products' cards: logged with its visibility and slug.
CREATE OR REPLACE FUNCTION "plaza_catalogue_stores_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM "plaza_catalogue_log"(NULL, NULL, true);
    RETURN NULL;
  END IF;
  SELECT array_agg(DISTINCT n."id") INTO "ids" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
  WHERE n."active" IS DISTINCT FROM o."active" OR n."suspended_at" IS DISTINCT FROM o."suspended_at" OR n."slug" IS DISTINCT FROM o."slug"
    OR n."name" IS DISTINCT FROM o."name";
  PERFORM "plaza_catalogue_log"(NULL, "ids", false);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A currency's code is on every card priced in it: a new code logs everything (the index is read
-- again whole), which an operator does about never.
CREATE OR REPLACE FUNCTION "plaza_catalogue_currencies_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id" WHERE n."code" IS DISTINCT FROM o."code") THEN
    PERFORM "plaza_catalogue_log"(NULL, NULL, true);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "plaza_catalogue_currencies_updated" AFTER UPDATE ON "currencies" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaza_catalogue_currencies_changed"();
