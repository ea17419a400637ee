-- Every change to an agent_tasks row, and its deletion (a user's cascade included), notifies the
-- channel agent_task_changed with the task id, so that each API process drops its cached copy of
-- the row (src/tasks/taskCache.ts, ADR 0015 "Round three"). PostgreSQL delivers a notification
-- only once its transaction has committed, and not at all when it rolls back. Inserts do not
-- notify: the cache never holds a task it has not read.
CREATE FUNCTION "notify_agent_task_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('agent_task_changed', OLD.id::text);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "agent_tasks_notify_changed" AFTER UPDATE OR DELETE ON "agent_tasks"
FOR EACH ROW EXECUTE FUNCTION "notify_agent_task_changed"();
