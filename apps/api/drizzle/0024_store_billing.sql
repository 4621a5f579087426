CREATE TABLE "billing_notices" (
	"store_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_notices_store_id_due_on_kind_pk" PRIMARY KEY("store_id","due_on","kind")
);
--> statement-breakpoint
CREATE TABLE "store_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" uuid,
	"plan_id" integer,
	"billing_period" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_payments_amount_check" CHECK ("store_payments"."amount" >= 0),
	CONSTRAINT "store_payments_method_check" CHECK ("store_payments"."method" in ('transfer', 'transfermovil', 'enzona', 'cash')),
	CONSTRAINT "store_payments_period_check" CHECK ("store_payments"."period_from" < "store_payments"."period_to")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "paid_through" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "billing_stopped" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "billing_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pending_plan_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pending_billing_period" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pending_cancel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pending_from" date;--> statement-breakpoint
ALTER TABLE "billing_notices" ADD CONSTRAINT "billing_notices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_payments" ADD CONSTRAINT "store_payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_payments" ADD CONSTRAINT "store_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_payments" ADD CONSTRAINT "store_payments_plan_id_store_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."store_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_payments_reference_idx" ON "store_payments" USING btree ("store_id",lower("reference"));--> statement-breakpoint
CREATE INDEX "store_payments_store_idx" ON "store_payments" USING btree ("store_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_pending_plan_id_store_plans_id_fk" FOREIGN KEY ("pending_plan_id") REFERENCES "public"."store_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stores_paid_through_idx" ON "stores" USING btree ("paid_through");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_billing_stopped_check" CHECK ("stores"."billing_stopped" in ('overdue', 'cancelled'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_pending_billing_period_check" CHECK ("stores"."pending_billing_period" in ('monthly', 'yearly'));--> statement-breakpoint
-- HAND-WRITTEN (keep when regenerating): stores that existed before billing get a month from
-- this migration before their first payment is due (decision 023), not the grace days alone.
UPDATE "stores" SET "paid_through" = (current_date + interval '1 month')::date;--> statement-breakpoint
-- HAND-WRITTEN: a payment the operator records is audited like every console write (0011's trigger).
CREATE TRIGGER "store_payments_audit" AFTER INSERT OR UPDATE OR DELETE ON "store_payments" FOR EACH ROW EXECUTE FUNCTION "plaza_audit"();
