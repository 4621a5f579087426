ALTER TABLE "products" ADD COLUMN "plan_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "offer_plan_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_plans" ADD COLUMN "max_products" integer;--> statement-breakpoint
ALTER TABLE "store_plans" ADD COLUMN "offers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_plans" ADD COLUMN "coupons" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_plans" ADD COLUMN "wholesale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_plans" ADD COLUMN "made_to_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_plans" ADD COLUMN "referrals" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_plans" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_plans" ADD COLUMN "max_staff" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_plan_hidden_idx" ON "products" USING btree ("store_id","id") WHERE "products"."plan_hidden";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_plan_hidden_check" CHECK (not "products"."plan_hidden" or "products"."hidden");--> statement-breakpoint
ALTER TABLE "store_plans" ADD CONSTRAINT "store_plans_max_products_check" CHECK ("store_plans"."max_products" is null or "store_plans"."max_products" >= 0);--> statement-breakpoint
ALTER TABLE "store_plans" ADD CONSTRAINT "store_plans_max_staff_check" CHECK ("store_plans"."max_staff" >= 0);--> statement-breakpoint
-- Plans that exist before limits do keep allowing everything, until the operator sets their limits;
-- the three plans the reference seed creates get the limits their cards promised as text.
UPDATE "store_plans" SET "offers" = true, "coupons" = true, "wholesale" = true, "made_to_order" = true, "referrals" = true, "featured" = true, "max_staff" = 10;--> statement-breakpoint
UPDATE "store_plans" SET "max_products" = 50, "offers" = false, "coupons" = false, "wholesale" = false, "made_to_order" = false, "referrals" = false, "featured" = false, "max_staff" = 0 WHERE "name" = 'Básico';--> statement-breakpoint
UPDATE "store_plans" SET "max_products" = 500, "featured" = false, "max_staff" = 2 WHERE "name" = 'Profesional';--> statement-breakpoint
-- Those limits are now lines the cards generate from the data: the same words as free text would show twice.
DELETE FROM "plan_features" WHERE "name" IN ('Hasta 50 productos', 'Hasta 500 productos', 'Productos ilimitados', 'Ofertas especiales y cupones', 'Precios al por mayor', 'Productos por encargo', 'Programa de referidos', 'Posición destacada en la portada', 'Varias cuentas de vendedor') AND "plan_id" IN (SELECT "id" FROM "store_plans" WHERE "name" IN ('Básico', 'Profesional', 'Empresarial'));
