-- User corrections (ADR 0040): the rules a user teaches the analyses, applied on every later run.
-- One row per rule; identity (the contract's correctionIdentity) is unique per user, so a new rule
-- with the identity of a stored one replaces it. Keyed to the user alone: removing a linked
-- institution keeps them; deleting the account deletes them (users/deletion.ts), and the row of a
-- user removed for good takes them with it (ON DELETE cascade).
CREATE TABLE "user_corrections" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"identity" text NOT NULL,
	"rule" jsonb NOT NULL,
	"touched" integer,
	"touched_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_corrections" ADD CONSTRAINT "user_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_corrections_user_identity_idx" ON "user_corrections" USING btree ("user_id","identity");--> statement-breakpoint
CREATE INDEX "user_corrections_user_created_idx" ON "user_corrections" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);