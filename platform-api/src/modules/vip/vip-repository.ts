import type { vipApi } from 'shared-contracts/engagement';

type VipLevel = vipApi.VipLevel;
import type { Db } from '../../infra/db';

/** A member's level as last recalculated. */
export interface VipMemberRow {
  memberId: number;
  level: number;
  highestLevel: number;
  deposit: number;
  turnover: number;
  computedAt: Date;
  changedAt: Date;
}

interface LevelRow extends Omit<VipLevel, 'minDeposit' | 'minTurnover' | 'upgradeBonus' | 'turnoverMultiple'> {
  minDeposit: string | number;
  minTurnover: string | number;
  upgradeBonus: string | number;
  turnoverMultiple: string | number;
}

const toLevel = (r: LevelRow): VipLevel => ({
  level: r.level,
  label: r.label,
  minDeposit: Number(r.minDeposit),
  minTurnover: Number(r.minTurnover),
  upgradeBonus: Number(r.upgradeBonus),
  turnoverMultiple: Number(r.turnoverMultiple),
  benefits: r.benefits as vipApi.VipBenefit[],
});

const MEMBER_COLUMNS = `member_id AS "memberId", level, highest_level AS "highestLevel", deposit::text AS deposit,
  turnover::text AS turnover, computed_at AS "computedAt", changed_at AS "changedAt"`;

type MemberDbRow = Omit<VipMemberRow, 'deposit' | 'turnover'> & { deposit: string; turnover: string };
const toMember = (r: MemberDbRow): VipMemberRow => ({
  ...r,
  deposit: Number(r.deposit),
  turnover: Number(r.turnover),
  computedAt: new Date(r.computedAt),
  changedAt: new Date(r.changedAt),
});

/** vip_settings, vip_levels and vip_members: the only SQL on the vip module's tables. */
export function createVipRepository(db: Db) {
  return {
    /** The merchant's window in days, or null when VIP was never configured for it. */
    async windowDays(merchantId: number, tx: Db = db): Promise<number | null> {
      const { rows } = await tx.query<{ windowDays: number }>(
        'SELECT window_days AS "windowDays" FROM vip_settings WHERE merchant_id = $1',
        [merchantId],
      );
      return rows[0]?.windowDays ?? null;
    },

    /** The merchant's levels, lowest first. */
    async levels(merchantId: number, tx: Db = db): Promise<VipLevel[]> {
      const { rows } = await tx.query<LevelRow>(
        `SELECT level, label, min_deposit AS "minDeposit", min_turnover AS "minTurnover", upgrade_bonus AS "upgradeBonus",
           turnover_multiple AS "turnoverMultiple", benefits
         FROM vip_levels WHERE merchant_id = $1 ORDER BY level`,
        [merchantId],
      );
      return rows.map(toLevel);
    },

    /** The merchants with a VIP configuration (the job's list). */
    async configuredMerchants(tx: Db = db): Promise<number[]> {
      const { rows } = await tx.query<{ id: number }>(
        'SELECT merchant_id AS id FROM vip_settings ORDER BY merchant_id',
      );
      return rows.map((r) => r.id);
    },

    /**
     * Replaces the merchant's configuration in `tx`. The cursor goes back one window, so the next run
     * recalculates every member active in it, and every stored level is due for a recheck.
     */
    async replaceConfig(merchantId: number, windowDays: number, levels: readonly VipLevel[], tx: Db): Promise<void> {
      await tx.query(
        `INSERT INTO vip_settings (merchant_id, window_days, last_run_at, updated_at)
         VALUES ($1, $2, now() - make_interval(days => $2), now())
         ON CONFLICT (merchant_id) DO UPDATE SET window_days = EXCLUDED.window_days,
           last_run_at = EXCLUDED.last_run_at, updated_at = now()`,
        [merchantId, windowDays],
      );
      await tx.query('DELETE FROM vip_levels WHERE merchant_id = $1', [merchantId]);
      await tx.query(
        `INSERT INTO vip_levels (merchant_id, level, label, min_deposit, min_turnover, upgrade_bonus, turnover_multiple, benefits)
         SELECT $1, l.level, l.label, l.min_deposit, l.min_turnover, l.upgrade_bonus, l.turnover_multiple,
           coalesce(string_to_array(nullif(l.benefits, ''), ','), '{}')
         FROM unnest($2::int[], $3::text[], $4::bigint[], $5::bigint[], $6::bigint[], $7::numeric[], $8::text[])
           AS l(level, label, min_deposit, min_turnover, upgrade_bonus, turnover_multiple, benefits)`,
        [
          merchantId,
          levels.map((l) => l.level),
          levels.map((l) => l.label),
          levels.map((l) => l.minDeposit),
          levels.map((l) => l.minTurnover),
          levels.map((l) => l.upgradeBonus),
          levels.map((l) => l.turnoverMultiple),
          levels.map((l) => l.benefits.join(',')),
        ],
      );
      await tx.query(`UPDATE vip_members SET computed_at = 'epoch' WHERE merchant_id = $1`, [merchantId]);
    },

    /**
     * Locks the merchant's recalculation cursor for this run (`FOR UPDATE SKIP LOCKED`): null when another run
     * holds it (or VIP was never configured). In the run's transaction.
     */
    async lockCursor(merchantId: number, tx: Db): Promise<{ lastRunAt: Date; windowDays: number } | null> {
      const { rows } = await tx.query<{ lastRunAt: Date; windowDays: number }>(
        `SELECT last_run_at AS "lastRunAt", window_days AS "windowDays" FROM vip_settings
         WHERE merchant_id = $1 FOR UPDATE SKIP LOCKED`,
        [merchantId],
      );
      return rows[0] ? { lastRunAt: new Date(rows[0].lastRunAt), windowDays: rows[0].windowDays } : null;
    },

    async moveCursor(merchantId: number, to: Date, tx: Db): Promise<void> {
      await tx.query('UPDATE vip_settings SET last_run_at = $2 WHERE merchant_id = $1', [merchantId, to]);
    },

    /** Members above level 0 not recalculated since `before` (their window may have emptied), at most `limit`. */
    async stale(merchantId: number, before: Date, limit: number, tx: Db): Promise<number[]> {
      const { rows } = await tx.query<{ id: number }>(
        `SELECT member_id AS id FROM vip_members WHERE merchant_id = $1 AND level > 0 AND computed_at < $2
         ORDER BY computed_at LIMIT $3`,
        [merchantId, before, limit],
      );
      return rows.map((r) => r.id);
    },

    /** These members' stored levels, locked for the run (`tx`). */
    async lockMembers(memberIds: readonly number[], tx: Db): Promise<Map<number, VipMemberRow>> {
      const { rows } = await tx.query<MemberDbRow>(
        `SELECT ${MEMBER_COLUMNS} FROM vip_members WHERE member_id = ANY($1::int[]) ORDER BY member_id FOR UPDATE`,
        [memberIds],
      );
      return new Map(rows.map((r) => [r.memberId, toMember(r)]));
    },

    /** Stores the members' recalculated levels (one statement). */
    async save(
      merchantId: number,
      rows: readonly Omit<VipMemberRow, 'changedAt' | 'computedAt'>[],
      at: Date,
      tx: Db,
    ): Promise<void> {
      if (rows.length === 0) return;
      await tx.query(
        `INSERT INTO vip_members (member_id, merchant_id, level, highest_level, deposit, turnover, computed_at, changed_at)
         SELECT r.member_id, $1, r.level, r.highest_level, r.deposit, r.turnover, $7, $7
         FROM unnest($2::int[], $3::int[], $4::int[], $5::bigint[], $6::bigint[])
           AS r(member_id, level, highest_level, deposit, turnover)
         ON CONFLICT (member_id) DO UPDATE SET level = EXCLUDED.level, highest_level = EXCLUDED.highest_level,
           deposit = EXCLUDED.deposit, turnover = EXCLUDED.turnover, computed_at = EXCLUDED.computed_at,
           changed_at = CASE WHEN vip_members.level = EXCLUDED.level THEN vip_members.changed_at ELSE EXCLUDED.changed_at END`,
        [
          merchantId,
          rows.map((r) => r.memberId),
          rows.map((r) => r.level),
          rows.map((r) => r.highestLevel),
          rows.map((r) => r.deposit),
          rows.map((r) => r.turnover),
          at,
        ],
      );
    },

    /** One member's stored level, or null (never recalculated: level 0). */
    async member(memberId: number, tx: Db = db): Promise<VipMemberRow | null> {
      const { rows } = await tx.query<MemberDbRow>(`SELECT ${MEMBER_COLUMNS} FROM vip_members WHERE member_id = $1`, [
        memberId,
      ]);
      return rows[0] ? toMember(rows[0]) : null;
    },

    /** The label of the member's level (its highest existing level at most), or null when the merchant has no levels. */
    async labelOf(merchantId: number, memberId: number, tx: Db = db): Promise<string | null> {
      const { rows } = await tx.query<{ label: string }>(
        `SELECT label FROM vip_levels
         WHERE merchant_id = $1 AND level <= coalesce((SELECT level FROM vip_members WHERE member_id = $2), 0)
         ORDER BY level DESC LIMIT 1`,
        [merchantId, memberId],
      );
      return rows[0]?.label ?? null;
    },

    /** The stored levels of these members, by id (a member never recalculated is absent: level 0). */
    async levelsOf(memberIds: readonly number[], tx: Db = db): Promise<Map<number, number>> {
      const { rows } = await tx.query<{ id: number; level: number }>(
        'SELECT member_id AS id, level FROM vip_members WHERE member_id = ANY($1::int[])',
        [[...memberIds]],
      );
      return new Map(rows.map((r) => [r.id, r.level]));
    },

    /** How many members stand at each level (the operator's view; level 0 counts only recalculated members). */
    async counts(merchantId: number, tx: Db = db): Promise<Record<number, number>> {
      const { rows } = await tx.query<{ level: number; n: string }>(
        'SELECT level, count(*)::text AS n FROM vip_members WHERE merchant_id = $1 GROUP BY level',
        [merchantId],
      );
      return Object.fromEntries(rows.map((r) => [r.level, Number(r.n)]));
    },
  };
}
export type VipRepository = ReturnType<typeof createVipRepository>;
