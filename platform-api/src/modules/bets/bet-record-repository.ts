import type { Db } from '../../infra/db';
import { invalidField } from '../../infra/errors/common-errors';
import type { DomainError } from '../../infra/errors/domain-error';
import { toMinor } from '../wallet';
import { betsError } from './errors';

export type BetStatus = 'OPEN' | 'SETTLED' | 'ROLLED_BACK';

/** One round at a vendor (SPEC §3 betting record): stake = live debits, payout = credits. */
export interface BetRecord {
  id: number;
  merchantId: number;
  memberId: number;
  vendor: string;
  gameCode: string;
  /** The game's display name and category when the round opened. */
  gameName: string;
  gameCategory: string;
  roundId: string;
  currency: string;
  stake: number;
  payout: number;
  /** The house's commission the vendor named on the round's credits (a PVP hand's rake; 0 for other games). */
  rake: number;
  status: BetStatus;
  fun: boolean;
  createdAt: Date;
  settledAt: Date | null;
  /** When the round was closed (round close, resettlement or void): no debit or credit after it. */
  closedAt: Date | null;
}

export interface RoundKey {
  merchantId: number;
  memberId: number;
  vendor: string;
  roundId: string;
  gameCode: string;
  /** What the round's game is called and listed under (recorded when the round opens). */
  game: { name: string; category: string };
  currency: string;
  fun: boolean;
}

export interface Row extends Omit<BetRecord, 'id' | 'stake' | 'payout' | 'rake'> {
  id: unknown;
  stake: unknown;
  payout: unknown;
  rake: unknown;
}

export const COLUMNS = `id, merchant_id AS "merchantId", member_id AS "memberId", vendor, game_code AS "gameCode",
  game_name AS "gameName", game_category AS "gameCategory",
  round_id AS "roundId", currency, stake, payout, rake, status, fun, created_at AS "createdAt", settled_at AS "settledAt",
  closed_at AS "closedAt"`;

export const toRecord = (r: Row): BetRecord => ({
  ...r,
  id: toMinor(r.id),
  stake: toMinor(r.stake),
  payout: toMinor(r.payout),
  rake: toMinor(r.rake),
});

/** A new round's columns, in the order the inserts below name them. */
const roundValues = (k: RoundKey) =>
  [k.merchantId, k.memberId, k.vendor, k.gameCode, k.game.name, k.game.category, k.roundId, k.currency, k.fun] as const;

/** A member's round id the vendor reused in another wallet (fun or currency) is a vendor bug, not a new round. */
const foreignRound = (): DomainError => invalidField('roundId', 'roundId belongs to another wallet');

/**
 * The member's row of the round, locked; created (OPEN, nothing staked) when missing — or null when missing and not
 * `create`. A vendor round is shared by every member who bets in it (a live table, a PVP hand): each has a row of its
 * own. Checks it belongs to `k`'s wallet (VALIDATION roundId otherwise).
 */
export async function lockRound(k: RoundKey, tx: Db, create?: true): Promise<BetRecord>;
export async function lockRound(k: RoundKey, tx: Db, create: false): Promise<BetRecord | null>;
export async function lockRound(k: RoundKey, tx: Db, create = true): Promise<BetRecord | null> {
  const select = () =>
    tx.query<Row>(
      `SELECT ${COLUMNS} FROM bet_records
       WHERE merchant_id = $1 AND vendor = $2 AND round_id = $3 AND member_id = $4 FOR UPDATE`,
      [k.merchantId, k.vendor, k.roundId, k.memberId],
    );
  let row = (await select()).rows[0];
  if (!row && create) {
    await tx.query(
      `INSERT INTO bet_records (merchant_id, member_id, vendor, game_code, game_name, game_category, round_id, currency, fun)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (merchant_id, vendor, round_id, member_id) DO NOTHING`,
      roundValues(k),
    );
    row = (await select()).rows[0];
  }
  if (!row) {
    if (!create) return null;
    throw new Error(`bet record ${k.vendor}/${k.roundId} neither found nor created`);
  }
  if (row.currency !== k.currency || row.fun !== k.fun) throw foreignRound();
  return toRecord(row);
}

/**
 * Bet records, written by the seamless-wallet service inside its transaction (each function takes the
 * transaction and locks the round's row), read by reports, the winners board and the recent list.
 */
export function createBetRecordRepository(db: Db) {
  return {
    /**
     * Adds a debit's stake to its round (opened by the first debit); a settled or rolled-back round is ROUND_CLOSED.
     * A round's first debit opens it with its stake in one statement (most rounds have one debit); a later one locks
     * the round and adds to it.
     */
    async stake(k: RoundKey, amount: number, tx: Db): Promise<BetRecord> {
      const opened = await tx.query<Row>(
        `INSERT INTO bet_records (merchant_id, member_id, vendor, game_code, game_name, game_category, round_id, currency, fun, stake)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (merchant_id, vendor, round_id, member_id) DO NOTHING
         RETURNING ${COLUMNS}`,
        [...roundValues(k), amount],
      );
      if (opened.rows[0]) return toRecord(opened.rows[0]);
      const round = await lockRound(k, tx);
      if (round.status !== 'OPEN') throw betsError('ROUND_CLOSED');
      await tx.query('UPDATE bet_records SET stake = stake + $2 WHERE id = $1', [round.id, amount]);
      return { ...round, stake: round.stake + amount };
    },

    /**
     * Opens a new round with its whole stake at once (a lottery line, settled later): one insert in the
     * caller's transaction. A round id already taken is a caller bug (unique violation).
     */
    async open(k: RoundKey, stake: number, tx: Db): Promise<BetRecord> {
      const { rows } = await tx.query<Row>(
        `INSERT INTO bet_records (merchant_id, member_id, vendor, game_code, game_name, game_category, round_id, currency, fun, stake)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
        [...roundValues(k), stake],
      );
      return toRecord(rows[0]!);
    },

    /**
     * Adds a credit's payout (and the house's `rake` it names, a PVP hand's commission) and settles the round (a credit
     * without a debit makes a settled round with no stake); a rolled-back or closed round is ROUND_CLOSED.
     */
    async settle(k: RoundKey, amount: number, tx: Db, rake = 0): Promise<BetRecord> {
      // The usual credit: the member's round is there and not rolled back — settled in one statement.
      const settled = await tx.query<Row>(
        `UPDATE bet_records SET payout = payout + $4, rake = rake + $8, status = 'SETTLED',
           settled_at = coalesce(settled_at, now())
         WHERE merchant_id = $1 AND vendor = $2 AND round_id = $3 AND member_id = $5 AND currency = $6 AND fun = $7
           AND status <> 'ROLLED_BACK' AND closed_at IS NULL
         RETURNING ${COLUMNS}`,
        [k.merchantId, k.vendor, k.roundId, amount, k.memberId, k.currency, k.fun, rake],
      );
      if (settled.rows[0]) return toRecord(settled.rows[0]);
      // A credit without a debit, a round of another member or wallet, or a rolled-back or closed round.
      const round = await lockRound(k, tx);
      if (round.status === 'ROLLED_BACK' || round.closedAt) throw betsError('ROUND_CLOSED');
      await tx.query(
        `UPDATE bet_records SET payout = payout + $2, rake = rake + $3, status = 'SETTLED',
           settled_at = coalesce(settled_at, now())
         WHERE id = $1`,
        [round.id, amount, rake],
      );
      return { ...round, payout: round.payout + amount, rake: round.rake + rake, status: 'SETTLED' };
    },

    /**
     * The round's stakes and rake over every member of it at this merchant and vendor (a shared round: a PVP hand),
     * read in `tx`: what a credit's rake is checked against.
     */
    async roundPot(
      k: Pick<RoundKey, 'merchantId' | 'vendor' | 'roundId'>,
      tx: Db,
    ): Promise<{ stake: number; rake: number }> {
      const { rows } = await tx.query<{ stake: unknown; rake: unknown }>(
        `SELECT coalesce(sum(stake), 0)::bigint AS stake, coalesce(sum(rake), 0)::bigint AS rake FROM bet_records
         WHERE merchant_id = $1 AND vendor = $2 AND round_id = $3 AND status <> 'ROLLED_BACK'`,
        [k.merchantId, k.vendor, k.roundId],
      );
      return { stake: toMinor(rows[0]?.stake ?? 0), rake: toMinor(rows[0]?.rake ?? 0) };
    },

    /**
     * Takes a rolled-back debit's stake off its round; the round becomes ROLLED_BACK when `liveDebits`
     * (its debits not rolled back, this one excluded) is 0. A settled round is ROUND_CLOSED: its payout
     * was computed from the stake. A rolled-back (voided) round: null, nothing changes.
     */
    async unstake(k: RoundKey, amount: number, liveDebits: number, tx: Db): Promise<BetRecord | null> {
      const round = await lockRound(k, tx);
      if (round.status === 'SETTLED') throw betsError('ROUND_CLOSED');
      // Rolled back while this rollback waited: a void gave every stake back already (ADR 0018).
      if (round.status === 'ROLLED_BACK') return null;
      const status: BetStatus = liveDebits === 0 ? 'ROLLED_BACK' : round.status;
      await tx.query(
        `UPDATE bet_records SET stake = stake - $2, status = $3,
           settled_at = CASE WHEN $3 = 'ROLLED_BACK' THEN now() ELSE settled_at END
         WHERE id = $1`,
        [round.id, amount, status],
      );
      return { ...round, stake: round.stake - amount, status };
    },

    /** The member's rounds, newest first. */
    async listForMember(memberId: number, limit = 50, tx: Db = db): Promise<BetRecord[]> {
      const { rows } = await tx.query<Row>(
        `SELECT ${COLUMNS} FROM bet_records WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
        [memberId, limit],
      );
      return rows.map(toRecord);
    },

    /**
     * The stake of the member's settled real-money rounds opened at or after `since` (all of them when
     * null): the turnover a withdrawal asks for (ADR 0006).
     */
    async settledStake(memberId: number, since: Date | null, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ total: string }>(
        `SELECT coalesce(sum(stake), 0)::text AS total FROM bet_records
         WHERE member_id = $1 AND status = 'SETTLED' AND NOT fun AND ($2::timestamptz IS NULL OR created_at >= $2)`,
        [memberId, since?.toISOString() ?? null],
      );
      return Number(rows[0]?.total ?? 0);
    },

    /** A member's row of a vendor round, or null. */
    async find(
      k: Pick<RoundKey, 'merchantId' | 'vendor' | 'roundId' | 'memberId'>,
      tx: Db = db,
    ): Promise<BetRecord | null> {
      const { rows } = await tx.query<Row>(
        `SELECT ${COLUMNS} FROM bet_records WHERE merchant_id = $1 AND vendor = $2 AND round_id = $3 AND member_id = $4`,
        [k.merchantId, k.vendor, k.roundId, k.memberId],
      );
      return rows[0] ? toRecord(rows[0]) : null;
    },
  };
}
export type BetRecordRepository = ReturnType<typeof createBetRecordRepository>;
