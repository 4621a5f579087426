CREATE TABLE "store_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"referrer_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_payouts_amount_check" CHECK ("store_payouts"."amount" > 0),
	CONSTRAINT "store_payouts_method_check" CHECK ("store_payouts"."method" in ('transfer', 'transfermovil', 'enzona', 'cash'))
);
--> statement-breakpoint
ALTER TABLE "referral_sales" DROP CONSTRAINT "referral_sales_referral_id_referral_links_id_fk";
--> statement-breakpoint
ALTER TABLE "referral_sales" ALTER COLUMN "referral_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_sales" ADD COLUMN "referrer_id" uuid;--> statement-breakpoint
-- HAND-WRITTEN: the sales made so far belong to their link's owner; then the column is required.
UPDATE "referral_sales" rs SET "referrer_id" = rl."user_id" FROM "referral_links" rl WHERE rl."id" = rs."referral_id";--> statement-breakpoint
ALTER TABLE "referral_sales" ALTER COLUMN "referrer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "store_payouts" ADD CONSTRAINT "store_payouts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_payouts" ADD CONSTRAINT "store_payouts_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_payouts" ADD CONSTRAINT "store_payouts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_payouts" ADD CONSTRAINT "store_payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_payouts_reference_key" ON "store_payouts" USING btree ("store_id","referrer_id","reference");--> statement-breakpoint
CREATE INDEX "store_payouts_referrer_idx" ON "store_payouts" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "store_payouts_store_idx" ON "store_payouts" USING btree ("store_id","created_at");--> statement-breakpoint
ALTER TABLE "referral_sales" ADD CONSTRAINT "referral_sales_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_sales" ADD CONSTRAINT "referral_sales_referral_id_referral_links_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referral_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_sales_referrer_idx" ON "referral_sales" USING btree ("referrer_id");--> statement-breakpoint
-- HAND-WRITTEN: a payout is a seller's write of money: the audit trigger of 0011 records it.
CREATE TRIGGER "store_payouts_audit" AFTER INSERT OR UPDATE OR DELETE ON "store_payouts" FOR EACH ROW EXECUTE FUNCTION "plaza_audit"();
