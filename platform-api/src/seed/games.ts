import type { GameCategory } from 'shared-contracts';
import type { Db } from '../infra/db';
import { createVendorRepository } from '../modules/games';
import { NAME_ADJECTIVES, NAME_NOUNS, VENDORS } from './data/vendors';

/** The merchant's vendor cards (the games module's catalogue), those of `disabledCategories` switched off. */
export async function insertVendors(
  tx: Db,
  merchantId: number,
  disabledCategories: readonly GameCategory[] = [],
): Promise<void> {
  const off = new Set<string>(disabledCategories);
  await createVendorRepository(tx).insertCatalogue(merchantId, (key) => !off.has(key.split(':')[0] ?? ''));
}

/**
 * The shared catalogue (~10,000 games), generated in SQL so seeding takes seconds. Deterministic:
 * names cycle through adjective × noun per vendor; every 37th game is hot. Codes are
 * VENDOR_CATEGORY_NNNN; re-running inserts nothing new.
 */
export async function insertGames(tx: Db): Promise<void> {
  const withGames = VENDORS.filter((v) => v.games > 0);
  await tx.query(
    `WITH w AS (SELECT $4::text[] AS adj, $5::text[] AS noun, cardinality($4::text[]) AS na, cardinality($5::text[]) AS nn)
     INSERT INTO games (vendor, game_code, game_type, display_name, is_hot, sort, created_at)
     SELECT v.code, v.code || '_' || v.cat || '_' || lpad((s.i + 1)::text, 4, '0'), v.cat,
       w.adj[1 + (s.i + length(v.code)) % w.na] || ' ' || w.noun[1 + (s.i / w.na + ascii(v.code)) % w.nn] ||
         CASE WHEN s.i >= w.na * w.nn THEN ' ' || (s.i / (w.na * w.nn) + 1) ELSE '' END,
       CASE WHEN s.i % 37 = 0 THEN 1 ELSE 0 END, s.i + 1,
       timestamptz '2024-01-01 00:00:00+00' + make_interval(hours => s.i)
     FROM w, unnest($1::text[], $2::text[], $3::int[]) AS v(code, cat, n)
     CROSS JOIN LATERAL generate_series(0, v.n - 1) AS s(i)
     ON CONFLICT (vendor, game_code) DO NOTHING`,
    [
      withGames.map((v) => v.code),
      withGames.map((v) => v.category),
      withGames.map((v) => v.games),
      NAME_ADJECTIVES,
      NAME_NOUNS,
    ],
  );
}
