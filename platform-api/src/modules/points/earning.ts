import { POINTS_MODULE, pointsForStake } from 'shared-contracts/engagement';
import type { Posting } from '../wallet';
import type { PointsDeps } from './points-service';
import { createSettingsRepository } from './settings-repository';

/** Settled rounds read per transaction. */
export const EARN_BATCH = 500;

export interface EarnResult {
  /** Settled real-money rounds read, members credited and points earned (this call). */
  bets: number;
  members: number;
  points: number;
  /** False when another runner held the merchant's cursor (it will earn them). */
  ran: boolean;
}

/** What one pass over every merchant earned (the job's log line). */
export type EarnAllResult = EarnResult & { merchants: number };

type Round = Awaited<ReturnType<PointsDeps['bets']['settledAfter']>>[number];

/**
 * Earning (the job `points.earn`): each merchant's settled real-money rounds after its cursor and settled
 * before `before`, in batches. Per batch, one transaction locks the cursor (SKIP LOCKED: another runner's
 * merchant is skipped), posts one POINTS_EARN per member (the PTS house → its points, `floor(stake /
 * earnStake)` per round, key `points-earn:<member>:<last round of the batch>`) and moves the cursor past the
 * batch — so each round earns exactly once, however many runners. Ledger accounts are resolved before the
 * transaction (ADR 0006): a batch that meets a member not resolved yet is read again. While the merchant's
 * points are off the cursor moves and nothing is earned.
 */
export function createEarning(deps: Pick<PointsDeps, 'db' | 'wallet' | 'merchants' | 'bets'>) {
  const { db, wallet, merchants, bets } = deps;
  const settings = createSettingsRepository(db);

  const accountsOf = async (merchantId: number, rounds: readonly Round[]) => {
    const ids = [...new Set(rounds.map((r) => r.memberId))];
    const accounts = await Promise.all(ids.map((id) => wallet.pointsAccounts(merchantId, id)));
    return new Map(ids.map((id, i) => [id, accounts[i]!]));
  };

  /** One batch: 'more' when a full batch was earned, 'done' at the end, 'busy' when another runner holds it. */
  const batch = async (merchantId: number, before: Date, out: EarnResult): Promise<'more' | 'done' | 'busy'> => {
    const [rules, on, at] = await Promise.all([
      settings.get(merchantId),
      merchants.isEnabled(merchantId, POINTS_MODULE),
      settings.cursor(merchantId),
    ]);
    if (!rules || !at) return 'done';
    const earning = on ? rules.earnStake : 0;
    const seen = earning ? await bets.settledAfter(merchantId, at, before, EARN_BATCH) : [];
    const accounts = await accountsOf(merchantId, seen);
    return db.transaction(async (tx) => {
      const cursor = await settings.lockCursor(tx, merchantId);
      if (!cursor) return 'busy';
      const rounds = earning ? await bets.settledAfter(merchantId, cursor, before, EARN_BATCH, tx) : [];
      // A round committed since the look (or another runner's progress): look again.
      if (rounds.some((r) => !accounts.has(r.memberId))) return 'more';
      const perMember = new Map<number, number>();
      for (const r of rounds) {
        const points = pointsForStake(r.stake, earning);
        if (points > 0) perMember.set(r.memberId, (perMember.get(r.memberId) ?? 0) + points);
      }
      const last = rounds[rounds.length - 1];
      const postings: Posting[] = [...perMember].map(([memberId, points]) => {
        const a = accounts.get(memberId)!;
        return {
          merchantId,
          kind: 'POINTS_EARN',
          idempotencyKey: `points-earn:${memberId}:${last!.id}`,
          memberId,
          reference: `bets:${rounds[0]!.id}-${last!.id}`,
          request: { points, earnStake: earning },
          entries: [
            { accountId: a.house, amount: -points },
            { accountId: a.points, amount: points },
          ],
        };
      });
      await wallet.postMany(postings, tx);
      const full = rounds.length === EARN_BATCH;
      await settings.moveCursor(tx, merchantId, full ? { at: last!.settledAt, id: last!.id } : { at: before, id: 0 });
      out.bets += rounds.length;
      out.members += perMember.size;
      out.points += [...perMember.values()].reduce((a, b) => a + b, 0);
      return full ? 'more' : 'done';
    });
  };

  /** Earns the merchant's points for rounds settled before `before`. */
  const run = async (merchantId: number, before: Date): Promise<EarnResult> => {
    const out: EarnResult = { bets: 0, members: 0, points: 0, ran: true };
    for (;;) {
      const step = await batch(merchantId, before, out);
      if (step === 'busy') return { ...out, ran: false };
      if (step === 'done') return out;
    }
  };

  return {
    run,
    /** Earns every merchant's points for rounds settled before `before` (the job's pass). */
    async runAll(before: Date): Promise<EarnAllResult> {
      const total = { bets: 0, members: 0, points: 0, ran: true, merchants: 0 };
      for (const id of await settings.merchantIds()) {
        const r = await run(id, before);
        total.bets += r.bets;
        total.members += r.members;
        total.points += r.points;
        total.merchants += 1;
      }
      return total;
    },
  };
}
export type Earning = ReturnType<typeof createEarning>;
