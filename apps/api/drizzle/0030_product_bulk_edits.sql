CREATE TABLE "product_bulk_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" uuid,
	"change" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_bulk_edits" ADD CONSTRAINT "product_bulk_edits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bulk_edits" ADD CONSTRAINT "product_bulk_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_bulk_edits_store_idx" ON "product_bulk_edits" USING btree ("store_id","created_at" DESC NULLS LAST);