import { defaultOdds, type BetType, type OddsRow, type PrizeMode, type Structure } from 'shared-contracts/lottery';
import type { Db } from '../../infra/db';
import { toMinor } from '../wallet';

/** The (prize mode, structure) tables every merchant has (ADR 0007). */
export const ODDS_TABLES: readonly { mode: PrizeMode; structure: Structure }[] = [
  { mode: 'LOTT', structure: 'NORTH' },
  { mode: 'LOTT', structure: 'SOUTH' },
  { mode: 'ELOTT', structure: 'NORTH' },
  { mode: 'ELOTT', structure: 'SOUTH' },
  { mode: 'SEA', structure: 'THAI' },
];

/** Every default odds row, flattened for one bulk insert. */
function defaultRows() {
  return ODDS_TABLES.flatMap(({ mode, structure }) =>
    defaultOdds(mode, structure).map((o) => ({ mode, structure, ...o })),
  );
}

/**
 * Gives the merchants `merchantIds` the default odds tables they lack; a merchant's own changes are kept
 * (ON CONFLICT DO NOTHING). Runs in the seed and at start-up (prepareDatabase, for every merchant).
 */
export async function ensureDefaultOdds(db: Db, merchantIds: readonly number[]): Promise<void> {
  if (merchantIds.length === 0) return;
  const rows = defaultRows();
  await db.query(
    `INSERT INTO lottery_odds (merchant_id, prize_mode, structure, bet_type, odds, liability_cap)
     SELECT m.id, o.mode, o.structure, o.bet_type, o.odds, o.cap
     FROM unnest($6::int[]) AS m(id) CROSS JOIN unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::bigint[])
       AS o(mode, structure, bet_type, odds, cap)
     ON CONFLICT DO NOTHING`,
    [
      rows.map((r) => r.mode),
      rows.map((r) => r.structure),
      rows.map((r) => r.betType),
      rows.map((r) => r.odds),
      rows.map((r) => r.liabilityCap),
      [...merchantIds],
    ],
  );
}

/** lottery_odds: the merchants' odds tables and liability caps. */
export function createOddsRepository(db: Db) {
  return {
    /** The merchant's table of a prize mode and structure, in bet-type order of the defaults. */
    async table(merchantId: number, mode: PrizeMode, structure: Structure, tx: Db = db): Promise<OddsRow[]> {
      const { rows } = await tx.query<{ betType: BetType; odds: number; liabilityCap: unknown }>(
        `SELECT bet_type AS "betType", odds, liability_cap AS "liabilityCap" FROM lottery_odds
         WHERE merchant_id = $1 AND prize_mode = $2 AND structure = $3`,
        [merchantId, mode, structure],
      );
      const order = defaultOdds(mode, structure).map((o) => o.betType);
      return rows
        .map((r) => ({ betType: r.betType, odds: r.odds, liabilityCap: toMinor(r.liabilityCap) }))
        .sort((a, b) => order.indexOf(a.betType) - order.indexOf(b.betType));
    },

    /**
     * Changes one bet type's odds and liability cap (an operator's edit), locking the row first; answers the row as it
     * was, or null when the merchant has no such row.
     */
    async set(
      key: { merchantId: number; mode: PrizeMode; structure: Structure; betType: BetType },
      to: { odds: number; liabilityCap: number },
      tx: Db = db,
    ): Promise<OddsRow | null> {
      const where = [key.merchantId, key.mode, key.structure, key.betType];
      const { rows } = await tx.query<{ odds: number; liabilityCap: unknown }>(
        `SELECT odds, liability_cap AS "liabilityCap" FROM lottery_odds
         WHERE merchant_id = $1 AND prize_mode = $2 AND structure = $3 AND bet_type = $4 FOR UPDATE`,
        where,
      );
      const before = rows[0];
      if (!before) return null;
      await tx.query(
        `UPDATE lottery_odds SET odds = $5, liability_cap = $6
         WHERE merchant_id = $1 AND prize_mode = $2 AND structure = $3 AND bet_type = $4`,
        [...where, to.odds, to.liabilityCap],
      );
      return { betType: key.betType, odds: before.odds, liabilityCap: toMinor(before.liabilityCap) };
    },
  };
}
export type OddsRepository = ReturnType<typeof createOddsRepository>;
