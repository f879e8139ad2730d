import type { Db } from './infra/db';
import { migrate } from './infra/db/migrate';
import { seedIfMissing } from './seed';
import { ensureDepositMethods } from './seed/payments';
import { ensureDefaultOdds } from './modules/lottery/odds-repository';

/** Migrates the database and seeds the merchant when it is missing. */
export async function prepareDatabase(
  db: Db,
  merchantCode: string,
): Promise<{ migrations: string[]; seeded: boolean }> {
  const migrations = await migrate(db);
  const seeded = await seedIfMissing(db, merchantCode);
  await ensureDepositMethods(db);
  // Merchants seeded before the lottery (migration 034) get its default odds tables too.
  const merchants = await db.query<{ id: number }>('SELECT id FROM merchants');
  await ensureDefaultOdds(
    db,
    merchants.rows.map((m) => m.id),
  );
  // Fresh statistics and visibility map for the catalogue after a bulk change: PGlite runs no
  // autovacuum, and the game list relies on both (its plans and index-only scans, migration 015).
  if (seeded || migrations.length > 0) await db.exec('VACUUM (ANALYZE) games');
  return { migrations, seeded };
}
