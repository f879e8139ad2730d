import type { Db } from '../../infra/db';
import { migrationFiles, pendingMigrations } from '../../infra/db/migrate';

/** One readiness check: ok, failing (with why) or not applicable here. */
export type CheckState = 'ok' | 'skipped' | string;

export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; migrations: CheckState; redis: CheckState; jobs: CheckState; shutdown: CheckState };
}

export interface HealthService {
  /** server.ts tells whether its job runner is up (tests and tools that run none leave it unset: `skipped`). */
  watchJobs(running: () => boolean): void;
  /** SIGTERM: from now on the instance answers not ready, so the balancer stops sending it work while it drains. */
  markDraining(): void;
  readiness(): Promise<Readiness>;
}

const failed = (e: unknown) => `failed: ${e instanceof Error ? e.message : String(e)}`;

/** Readiness of this API process (`/readyz`): database, migrations, Redis when configured, the job runner, not draining. */
export function createHealthService(deps: { db: Db; redis: boolean; ping: () => Promise<boolean> }): HealthService {
  let jobs: (() => boolean) | null = null;
  let draining = false;
  // The files this build ships never change while it runs: read the folder once, not on every probe.
  const files = migrationFiles();
  return {
    watchJobs(running) {
      jobs = running;
    },
    markDraining() {
      draining = true;
    },
    async readiness() {
      const database = await deps.db.query('SELECT 1').then(
        () => 'ok',
        (e: unknown) => failed(e),
      );
      const migrations =
        database !== 'ok'
          ? 'unknown: no database'
          : await pendingMigrations(deps.db, files).then(
              (pending) => (pending.length === 0 ? 'ok' : `pending: ${pending.join(', ')}`),
              (e: unknown) => failed(e),
            );
      const redis = !deps.redis ? 'skipped' : (await deps.ping()) ? 'ok' : 'failed: no answer to PING';
      const jobState = jobs === null ? 'skipped' : jobs() ? 'ok' : 'failed: the job runner is not running';
      const shutdown = draining ? 'draining' : 'ok';
      const checks = { database, migrations, redis, jobs: jobState, shutdown };
      return { ready: Object.values(checks).every((c) => c === 'ok' || c === 'skipped'), checks };
    },
  };
}
