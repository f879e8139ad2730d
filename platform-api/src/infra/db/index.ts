import type { AppConfig } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite-db';
import { openPostgres } from './postgres-db';

export type { Db, PoolStats } from './db';
export { migrate } from './migrate';

/** Opens the configured database: node-postgres when DATABASE_URL is set, PGlite otherwise. */
export async function openDb(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
