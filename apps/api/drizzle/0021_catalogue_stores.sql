ALTER TABLE "catalogue_changes" ADD COLUMN "store_rows" integer[];--> statement-breakpoint
-- HAND-WRITTEN (drizzle-kit cannot express triggers; keep this block when regenerating): each
-- process's search index also keeps the visible stores a search shows (search-index.ts), exactly
-- in step with the database as its products are. A committed write to what search shows of a
-- store (its summary, its words, whether it is visible), a new store and a deleted one are logged
-- in catalogue_changes as `store_rows`: the index reads those stores' rows again, not their
-- products (`store_ids` still asks for those, when a store's visibility, slug or name changes).
DROP FUNCTION "plaza_catalogue_log"(integer[], integer[], boolean);--> statement-breakpoint
CREATE FUNCTION "plaza_catalogue_log"("products" integer[], "stores" integer[], "everything" boolean, "store_rows" integer[] DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "logged" bigint;
BEGIN
  IF NOT "everything" AND "products" IS NULL AND "stores" IS NULL AND "store_rows" IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO "catalogue_changes" ("product_ids", "store_ids", "store_rows") VALUES ("products", "stores", "store_rows") RETURNING "id" INTO "logged";
  -- Heard by every process at commit (one notification per transaction): its index catches up
  -- before the next search has to find out.
  PERFORM pg_notify('plaza_catalogue', '');
  IF "logged" % 1000 = 0 THEN
    DELETE FROM "catalogue_changes" WHERE "created_at" < now() - interval '1 day';
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "plaza_catalogue_stores_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[];
  "rows" integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM "plaza_catalogue_log"(NULL, NULL, true);
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."id") INTO "rows" FROM "new_rows" n;
  ELSIF TG_OP = 'DELETE' THEN
    -- Its products went with it (ON DELETE CASCADE), logged by their own trigger.
    SELECT array_agg(o."id") INTO "rows" FROM "old_rows" o;
  ELSE
    SELECT array_agg(DISTINCT n."id") INTO "ids" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE n."active" IS DISTINCT FROM o."active" OR n."suspended_at" IS DISTINCT FROM o."suspended_at" OR n."slug" IS DISTINCT FROM o."slug"
      OR n."name" IS DISTINCT FROM o."name";
    SELECT array_agg(DISTINCT n."id") INTO "rows" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE n."active" IS DISTINCT FROM o."active" OR n."suspended_at" IS DISTINCT FROM o."suspended_at" OR n."slug" IS DISTINCT FROM o."slug"
      OR n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description" OR n."logo" IS DISTINCT FROM o."logo"
      OR n."cover" IS DISTINCT FROM o."cover" OR n."rating" IS DISTINCT FROM o."rating" OR n."review_count" IS DISTINCT FROM o."review_count";
  END IF;
  PERFORM "plaza_catalogue_log"(NULL, "ids", false, "rows");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "plaza_catalogue_stores_inserted" AFTER INSERT ON "stores" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaza_catalogue_stores_changed"();--> statement-breakpoint
CREATE TRIGGER "plaza_catalogue_stores_deleted" AFTER DELETE ON "stores" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaza_catalogue_stores_changed"();
