CREATE TABLE "low_stock_digest_opt_outs" (
	"store_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "low_stock_digest_opt_outs_store_id_user_id_pk" PRIMARY KEY("store_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "low_stock_digests" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"sent_on" date NOT NULL,
	"products" jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "low_stock_digest_opt_outs" ADD CONSTRAINT "low_stock_digest_opt_outs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_stock_digest_opt_outs" ADD CONSTRAINT "low_stock_digest_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_stock_digests" ADD CONSTRAINT "low_stock_digests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_store_low_stock_idx" ON "products" USING btree ("store_id","id") WHERE "products"."low_stock_threshold" > 0 and "products"."stock" < "products"."low_stock_threshold" and "products"."archived_at" is null;