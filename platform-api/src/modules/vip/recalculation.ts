import { vipApi } from 'shared-contracts/engagement';
import type { Db } from '../../infra/db';
import type { BetsService } from '../bets';
import type { PaymentsService } from '../payments';
import type { RewardsService } from '../rewards';
import type { VipMemberRow, VipRepository } from './vip-repository';

/** Activity this long before the cursor is looked at again: a round or deposit committed late is not missed. */
export const VIP_OVERLAP_MS = 10 * 60_000;
/** Members above level 0 are rechecked at least this often, so a window that empties brings them down. */
export const VIP_RECHECK_MS = 60 * 60_000;
/** Members recalculated per statement. */
const CHUNK = 500;
/** Stale members rechecked per run (the rest wait for the next runs). */
const STALE_LIMIT = 5_000;

export interface RecalcDeps {
  db: Db;
  repo: VipRepository;
  bets: Pick<BetsService, 'playersBetween' | 'settledByMember'>;
  payments: Pick<PaymentsService, 'depositorsBetween' | 'creditedByMember'>;
  rewards: Pick<RewardsService, 'grant'>;
}

export interface RecalcResult {
  /** False when another run held the merchant's cursor (nothing was done). */
  ran: boolean;
  members: number;
  upgraded: number;
  downgraded: number;
  /** Upgrade bonuses granted to the reward centre. */
  bonuses: number;
}

/** The upgrade bonuses a member moving from `highest` (the highest level ever reached) to `level` earns. */
export function bonusLevels(levels: readonly vipApi.VipLevel[], highest: number, level: number): vipApi.VipLevel[] {
  return levels.filter((l) => l.level > highest && l.level <= level && l.upgradeBonus > 0);
}

/**
 * One recalculation of a merchant's levels as of `asOf`, in one transaction holding the merchant's cursor
 * (`FOR UPDATE SKIP LOCKED`: a concurrent run skips the merchant). The members recalculated are those with a
 * settled real-money round or a credited deposit since the cursor (less VIP_OVERLAP_MS), and those above
 * level 0 not rechecked for VIP_RECHECK_MS. Each one's level is the highest whose minimums the window
 * [asOf − windowDays, asOf) meets; each level above the highest it ever reached grants its upgrade bonus
 * (`vip:<level>`) in the same transaction, so a bonus is granted once per level ever, and never taken back.
 */
export async function recalculateMerchant(deps: RecalcDeps, merchantId: number, asOf: Date): Promise<RecalcResult> {
  const { db, repo, bets, payments, rewards } = deps;
  return db.transaction(async (tx) => {
    const result: RecalcResult = { ran: false, members: 0, upgraded: 0, downgraded: 0, bonuses: 0 };
    const cursor = await repo.lockCursor(merchantId, tx);
    if (!cursor) return result;
    result.ran = true;
    const levels = await repo.levels(merchantId, tx);
    const since = new Date(Math.min(cursor.lastRunAt.getTime(), asOf.getTime()) - VIP_OVERLAP_MS);
    // One statement after another: PGlite's transaction is one session.
    const players = await bets.playersBetween(merchantId, since, asOf, tx);
    const depositors = await payments.depositorsBetween(merchantId, since, asOf, tx);
    const stale = await repo.stale(merchantId, new Date(asOf.getTime() - VIP_RECHECK_MS), STALE_LIMIT, tx);
    const ids = [...new Set([...players, ...depositors, ...stale])].sort((a, b) => a - b);
    const from = new Date(asOf.getTime() - cursor.windowDays * 86_400_000);
    const labelOf = new Map(levels.map((l) => [l.level, l.label]));
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      const stored = await repo.lockMembers(chunk, tx);
      const turnover = new Map(
        (await bets.settledByMember(merchantId, chunk, from, asOf, [], tx)).map((r) => [r.memberId, r.stake]),
      );
      const deposit = new Map(
        (await payments.creditedByMember(merchantId, chunk, from, asOf, tx)).map((r) => [r.memberId, r.amount]),
      );
      const rows: Omit<VipMemberRow, 'changedAt' | 'computedAt'>[] = [];
      for (const memberId of chunk) {
        const before = stored.get(memberId);
        const d = deposit.get(memberId) ?? 0;
        const t = turnover.get(memberId) ?? 0;
        const level = levels.length ? vipApi.vipLevelFor(levels, d, t) : 0;
        const highest = before?.highestLevel ?? 0;
        for (const l of bonusLevels(levels, highest, level)) {
          const { created } = await rewards.grant(
            {
              merchantId,
              memberId,
              source: 'VIP',
              sourceKey: `vip:${l.level}`,
              title: labelOf.get(l.level) ?? `VIP ${l.level}`,
              amount: l.upgradeBonus,
              turnoverMultiple: l.turnoverMultiple,
            },
            tx,
          );
          if (created) result.bonuses += 1;
        }
        const was = before?.level ?? 0;
        if (level > was) result.upgraded += 1;
        if (level < was) result.downgraded += 1;
        rows.push({ memberId, level, highestLevel: Math.max(highest, level), deposit: d, turnover: t });
      }
      await repo.save(merchantId, rows, asOf, tx);
      result.members += chunk.length;
    }
    await repo.moveCursor(merchantId, asOf, tx);
    return result;
  });
}
