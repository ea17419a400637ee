CREATE TYPE "public"."checkout_session_status" AS ENUM('open', 'complete', 'expired');--> statement-breakpoint
CREATE TABLE "local_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"package_id" text NOT NULL,
	"package_name" text NOT NULL,
	"credits" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" "checkout_session_status" DEFAULT 'open' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"payment_intent_id" text,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"completed_at" timestamp (3) with time zone,
	CONSTRAINT "local_checkout_sessions_credits_positive" CHECK ("local_checkout_sessions"."credits" > 0),
	CONSTRAINT "local_checkout_sessions_amount_non_negative" CHECK ("local_checkout_sessions"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD CONSTRAINT "local_checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_checkout_sessions_user_idx" ON "local_checkout_sessions" USING btree ("user_id");