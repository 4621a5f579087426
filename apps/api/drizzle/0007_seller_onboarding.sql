ALTER TABLE "auth_tokens" DROP CONSTRAINT "auth_tokens_kind_check";--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_kind_check" CHECK ("auth_tokens"."kind" in ('activation', 'reset', 'welcome'));