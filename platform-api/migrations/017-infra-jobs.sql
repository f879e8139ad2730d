-- Runs of the durable jobs (src/infra/jobs; the queue itself is pg-boss, in its own schema): one row
-- per attempt, so an operator can list what ran, where, how often it was retried and why it failed.
CREATE TABLE job_runs (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  -- The scheduled instant (ISO-8601 UTC) or a caller's key: with name, the run's idempotency key.
  period text NOT NULL,
  job_id uuid,
  attempt integer NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'ok', 'retrying', 'failed', 'expired', 'skipped')),
  -- hostname:pid of the API process that ran the attempt.
  process text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  error text
);
-- A period succeeds once: a second 'ok' for (name, period) is refused, so a duplicate is rolled back.
CREATE UNIQUE INDEX job_runs_once_idx ON job_runs (name, period) WHERE status = 'ok';
CREATE INDEX job_runs_name_idx ON job_runs (name, id DESC);
CREATE INDEX job_runs_started_idx ON job_runs (started_at);
