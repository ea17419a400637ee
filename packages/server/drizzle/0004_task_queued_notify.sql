-- Workers wake up on new work instead of polling for it (ADR 0030): a task inserted, or put back to
-- PENDING (released by a stopping worker, or retried after a back-off), notifies the channel
-- agent_task_queued with the task id. Workers LISTEN on it (src/worker/queueWakeup.ts) and look for a
-- task at once; a slower poll stays as the fallback. A channel of its own, not agent_task_changed
-- (0002): the API processes' task caches are not woken by inserts, which they never hold, and the
-- cache's trigger is unchanged. The notification is sent only if the inserting transaction commits.
CREATE FUNCTION "notify_agent_task_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('agent_task_queued', NEW.id::text);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "agent_tasks_notify_queued" AFTER INSERT ON "agent_tasks"
FOR EACH ROW EXECUTE FUNCTION "notify_agent_task_queued"();--> statement-breakpoint
CREATE TRIGGER "agent_tasks_notify_requeued" AFTER UPDATE OF "status" ON "agent_tasks"
FOR EACH ROW WHEN (NEW.status = 'PENDING' AND OLD.status IS DISTINCT FROM 'PENDING')
EXECUTE FUNCTION "notify_agent_task_queued"();
