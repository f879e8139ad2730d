import type { Db } from './plugins/external/db';
import { migrate } from './plugins/external/db/migrate';
import { seedIfMissing } from './seed';

/** Migrates the database and seeds the merchant when it is missing. */
export async function prepareDatabase(
  db: Db,
  merchantCode: string,
): Promise<{ migrations: string[]; seeded: boolean }> {
  const migrations = await migrate(db);
  const seeded = await seedIfMissing(db, merchantCode);
  return { migrations, seeded };
}
