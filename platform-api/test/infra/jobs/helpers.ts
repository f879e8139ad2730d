import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../../src/infra/jobs/pg-boss-db';
import type { JobLogger } from '../../../src/infra/jobs';

/** Applies only this slice's migration (the full migrate() runs in the app's own tests). */
export async function applyJobsMigration(db: Db): Promise<void> {
  await db.exec(readFileSync(join(__dirname, '../../../migrations/017-infra-jobs.sql'), 'utf8'));
}

/** A fresh name for a pg-boss schema, a job or a table. */
export const fresh = (prefix: string): string => `${prefix}_${randomBytes(4).toString('hex')}`;

/** Polls `check` until it returns a value other than undefined/false, or fails after `ms`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  ms = 20_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Keeps warnings (a test may look at them) and drops the rest. */
export function quietLog(): JobLogger & { warnings: string[] } {
  const warnings: string[] = [];
  return {
    warnings,
    debug: () => undefined,
    info: () => undefined,
    warn: (_obj, msg) => void warnings.push(msg ?? ''),
    error: (_obj, msg) => void warnings.push(msg ?? ''),
  };
}
