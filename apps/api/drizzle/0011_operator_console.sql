CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"store_id" integer,
	"kind" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_store_idx" ON "audit_log" USING btree ("store_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_kind_idx" ON "audit_log" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
-- HAND-WRITTEN (not from schema.ts): the audit trigger. A transaction that platform/audit.ts marks
-- with the acting seller or operator (set_config('plaza.actor_id', …, true)) has each row it
-- writes in an audited table recorded in audit_log; any other transaction (a shopper's order, a
-- periodic job) writes nothing here and costs one current_setting() per row.
CREATE FUNCTION "plaza_audit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('plaza.actor_id', true), '');
  old_row jsonb;
  new_row jsonb;
  row_data jsonb;
  before_data jsonb;
  after_data jsonb;
  changed text;
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_row := to_jsonb(OLD) - 'search' - 'password_hash';
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_row := to_jsonb(NEW) - 'search' - 'password_hash';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    before_data := '{}'::jsonb;
    after_data := '{}'::jsonb;
    FOR changed IN SELECT key FROM jsonb_each(new_row) WHERE new_row -> key IS DISTINCT FROM old_row -> key LOOP
      before_data := before_data || jsonb_build_object(changed, old_row -> changed);
      after_data := after_data || jsonb_build_object(changed, new_row -> changed);
    END LOOP;
    IF after_data = '{}'::jsonb THEN
      RETURN NULL;
    END IF;
  ELSE
    before_data := old_row;
    after_data := new_row;
  END IF;
  row_data := coalesce(new_row, old_row);
  INSERT INTO "audit_log" ("actor_id", "actor_role", "store_id", "kind", "entity_id", "before", "after")
  VALUES (
    actor::uuid,
    coalesce(nullif(current_setting('plaza.actor_role', true), ''), 'admin'),
    coalesce(
      (row_data ->> 'store_id')::integer,
      CASE WHEN TG_TABLE_NAME = 'stores' THEN (row_data ->> 'id')::integer END,
      nullif(current_setting('plaza.store_id', true), '')::integer
    ),
    TG_TABLE_NAME || '.' || lower(TG_OP),
    coalesce(row_data ->> 'id', row_data ->> 'name', row_data ->> 'product_id'),
    before_data,
    after_data
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  audited text;
BEGIN
  FOREACH audited IN ARRAY ARRAY['stores', 'products', 'product_images', 'product_tags', 'wholesale_prices', 'tags',
    'payment_methods', 'coupons', 'coupon_products', 'orders', 'reviews', 'users', 'categories', 'store_plans',
    'plan_features', 'custom_sections', 'custom_section_products', 'hero_slides', 'footer_info', 'documents',
    'store_applications'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION "plaza_audit"()',
      audited || '_audit', audited);
  END LOOP;
END
$$;
