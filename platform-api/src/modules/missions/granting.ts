import { missionsApi } from 'shared-contracts/engagement';
import { completeReached, type CompletionDeps } from './completion';

/** Activity this long before the cursor is looked at again: a round or deposit committed late is not missed. */
export const MISSIONS_OVERLAP_MS = 10 * 60_000;
/** A cursor further behind than this (the jobs were down) catches up from here only. */
const MAX_CATCH_UP_MS = 8 * 86_400_000;
const CHUNK = 500;

export interface GrantResult {
  /** False when another run held the merchant's cursor (nothing was done). */
  ran: boolean;
  members: number;
  completed: number;
}

/**
 * One granting run of a merchant as of `asOf`, in one transaction holding its cursor (`FOR UPDATE SKIP
 * LOCKED`: a concurrent run skips the merchant). The members with a settled real-money round or a credited
 * deposit since the cursor (less MISSIONS_OVERLAP_MS) are checked against the active missions of every period
 * that activity falls in (today's, and yesterday's or last week's just after a boundary); each mission reached
 * is completed and rewarded once (completion.ts).
 */
export async function grantMerchant(deps: CompletionDeps, merchantId: number, asOf: Date): Promise<GrantResult> {
  const { db, repo, bets, payments } = deps;
  return db.transaction(async (tx) => {
    const result: GrantResult = { ran: false, members: 0, completed: 0 };
    // A new cursor starts at the week's start: the first run sees the whole current week.
    const cursor = await repo.lockCursor(merchantId, missionsApi.missionPeriod('WEEKLY', asOf).start, tx);
    if (!cursor) return result;
    result.ran = true;
    const since = new Date(
      Math.max(Math.min(cursor.getTime(), asOf.getTime()) - MISSIONS_OVERLAP_MS, asOf.getTime() - MAX_CATCH_UP_MS),
    );
    const missions = await repo.list(merchantId, true, tx);
    if (missions.length) {
      const players = await bets.playersBetween(merchantId, since, asOf, tx);
      const depositors = await payments.depositorsBetween(merchantId, since, asOf, tx);
      const ids = [...new Set([...players, ...depositors])].sort((a, b) => a - b);
      result.members = ids.length;
      for (const period of missionsApi.MISSION_PERIODS) {
        // Every period from the one holding `since` to the one holding `asOf`.
        for (
          let p = missionsApi.missionPeriod(period, since);
          p.start < asOf;
          p = missionsApi.missionPeriod(period, p.end)
        ) {
          for (let i = 0; i < ids.length; i += CHUNK) {
            const r = await completeReached(deps, merchantId, period, missions, ids.slice(i, i + CHUNK), p, asOf, tx);
            result.completed += r.completed;
          }
        }
      }
    }
    await repo.moveCursor(merchantId, asOf, tx);
    return result;
  });
}
