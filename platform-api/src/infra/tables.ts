/** Tables owned by infrastructure rather than a domain module (docs/ownership.md). */
export const INFRA_TABLES: readonly string[] = [
  'schema_migrations', // infra/db/migrate
  'rate_limits', // infra/rate-limit
  'outbox', // infra/messages (the default message provider)
  'job_runs', // infra/jobs
];
