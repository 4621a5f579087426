ALTER TABLE "store_applications" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_applications" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "store_applications" ADD COLUMN "confirmation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_applications" ADD CONSTRAINT "store_applications_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash");