-- Account deletion (ADR 0033). users.deleted_at marks a deleted account: the auth
-- hook refuses every token of that user from then on. users.account_data_purged_at records the
-- retention job's removal of the account data; linked_items.provider_removed_at an item unlinked at
-- the bank provider (its access token wiped). Setting deleted_at notifies agent_task_changed (the
-- channel every API process already LISTENs on for its task cache, 0002) with 'user:<id>', so that
-- each process drops the verified tokens it holds for that user at once; a task cache that hears it
-- drops nothing, as no task has such an id.
ALTER TABLE "linked_items" ADD COLUMN "provider_removed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_data_purged_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "users_deleted_idx" ON "users" USING btree ("deleted_at") WHERE "users"."deleted_at" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "notify_user_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('agent_task_changed', 'user:' || NEW.id::text);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_notify_deleted" AFTER UPDATE OF "deleted_at" ON "users"
FOR EACH ROW WHEN (NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL)
EXECUTE FUNCTION "notify_user_deleted"();
