-- A failed attempt is retried after a back-off (ADR 0030) instead of after its whole lease: the worker
-- puts the task back to PENDING with run_at in the future, and claims take only PENDING tasks whose
-- run_at has come. Existing and new tasks run at once (run_at = their insert time).
ALTER TABLE "agent_tasks" ADD COLUMN "run_at" timestamp (3) with time zone DEFAULT now() NOT NULL;