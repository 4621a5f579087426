CREATE TABLE "catalogue_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"product_ids" integer[],
	"store_ids" integer[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_xid_idx" ON "catalogue_changes" USING btree ("xid");--> statement-breakpoint
-- HAND-WRITTEN (drizzle-kit cannot express triggers; keep this block when regenerating): every
-- statement that writes products, or changes what makes a store's products visible (active,
-- suspended_at) or where they are found (slug), logs what it touched in catalogue_changes, in its
-- own transaction, so a row is there exactly when the write has committed. A TRUNCATE logs
-- everything (null ids), and each is announced on the channel plaza_catalogue. One row in a
-- thousand also prunes the rows older than a day.
CREATE OR REPLACE FUNCTION "plaza_catalogue_log"("products" integer[], "stores" integer[], "everything" boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "logged" bigint;
BEGIN
  IF NOT "everything" AND "products" IS NULL AND "stores" IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO "catalogue_changes" ("product_ids", "store_ids") VALUES ("products", "stores") RETURNING "id" INTO "logged";
  -- Heard by every process at commit (one notification per transaction): its index catches up
  -- before the next search has to find out.
  PERFORM pg_notify('plaza_catalogue', '');
  IF "logged" % 1000 = 0 THEN
    DELETE FROM "catalogue_changes" WHERE "created_at" < now() - interval '1 day';
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "plaza_catalogue_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM "plaza_catalogue_log"(NULL, NULL, true);
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."id") INTO "ids" FROM "new_rows" n;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT "id") INTO "ids" FROM (SELECT n."id" FROM "new_rows" n UNION SELECT o."id" FROM "old_rows" o) changed;
  ELSE
    SELECT array_agg(DISTINCT o."id") INTO "ids" FROM "old_rows" o;
  END IF;
  PERFORM "plaza_catalogue_log"("ids", NULL, false);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "plaza_catalogue_stores_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM "plaza_catalogue_log"(NULL, NULL, true);
    RETURN NULL;
  END IF;
  SELECT array_agg(DISTINCT n."id") INTO "ids" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
  WHERE n."active" IS DISTINCT FROM o."active" OR n."suspended_at" IS DISTINCT FROM o."suspended_at" OR n."slug" IS DISTINCT FROM o."slug";
  PERFORM "plaza_catalogue_log"(NULL, "ids", false);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "plaza_catalogue_products_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaza_catalogue_products_changed"();--> statement-breakpoint
CREATE TRIGGER "plaza_catalogue_products_updated" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaza_catalogue_products_changed"();--> statement-breakpoint
CREATE TRIGGER "plaza_catalogue_products_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaza_catalogue_products_changed"();--> statement-breakpoint
CREATE TRIGGER "plaza_catalogue_products_truncated" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaza_catalogue_products_changed"();--> statement-breakpoint
CREATE TRIGGER "plaza_catalogue_stores_updated" AFTER UPDATE ON "stores" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaza_catalogue_stores_changed"();--> statement-breakpoint
CREATE TRIGGER "plaza_catalogue_stores_truncated" AFTER TRUNCATE ON "stores"
  FOR EACH STATEMENT EXECUTE FUNCTION "plaza_catalogue_stores_changed"();
