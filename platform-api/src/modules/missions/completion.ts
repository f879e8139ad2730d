import { missionsApi } from 'shared-contracts/engagement';
import type { Db } from '../../infra/db';
import type { BetsService } from '../bets';
import type { PaymentsService } from '../payments';
import type { RewardsService } from '../rewards';
import type { MissionRepository, MissionRow } from './mission-repository';

type MissionKind = missionsApi.MissionKind;
type MissionPeriod = missionsApi.MissionPeriod;
export type Progress = Record<MissionKind, number>;

export interface CompletionDeps {
  db: Db;
  repo: MissionRepository;
  bets: Pick<BetsService, 'playersBetween' | 'settledByMember'>;
  payments: Pick<PaymentsService, 'depositorsBetween' | 'creditedByMember'>;
  rewards: Pick<RewardsService, 'grant'>;
}

const NONE: Progress = { BET_COUNT: 0, BET_AMOUNT: 0, DEPOSIT_AMOUNT: 0, LOTTERY_BET: 0 };

/** The reward centre's key of a completion: once per (mission, period) for the member. */
export const missionRewardKey = (missionId: number, periodStart: Date) =>
  `mission:${missionId}:${periodStart.toISOString()}`;

/**
 * What each member's records hold in [start, end): settled real-money rounds (count, stake, lottery rounds)
 * from the bets module and credited deposits from the payments module. Members with nothing get zeros.
 */
export async function progressOf(
  deps: Pick<CompletionDeps, 'bets' | 'payments'>,
  merchantId: number,
  memberIds: readonly number[],
  start: Date,
  end: Date,
  tx?: Db,
): Promise<Map<number, Progress>> {
  const out = new Map(memberIds.map((id) => [id, { ...NONE }]));
  const bets = await deps.bets.settledByMember(merchantId, memberIds, start, end, missionsApi.LOTTERY_CATEGORIES, tx);
  for (const b of bets) {
    const p = out.get(b.memberId)!;
    p.BET_COUNT = b.rounds;
    p.BET_AMOUNT = b.stake;
    p.LOTTERY_BET = b.categoryRounds;
  }
  for (const d of await deps.payments.creditedByMember(merchantId, memberIds, start, end, tx))
    out.get(d.memberId)!.DEPOSIT_AMOUNT = d.amount;
  return out;
}

/**
 * Completes every mission of `period` among `missions` that a member of `memberIds` reached in the period
 * [start, end), in `tx`: a mission_completions row (unique per member, mission and period) and, only when that
 * row is new, the reward granted to the reward centre (`mission:<id>:<period start>`). Answers the number
 * completed now and every member's progress.
 */
export async function completeReached(
  deps: CompletionDeps,
  merchantId: number,
  period: MissionPeriod,
  missions: readonly MissionRow[],
  memberIds: readonly number[],
  { start, end }: { start: Date; end: Date },
  at: Date,
  tx: Db,
): Promise<{ completed: number; progress: Map<number, Progress> }> {
  const mine = missions.filter((m) => m.period === period);
  if (mine.length === 0 || memberIds.length === 0) return { completed: 0, progress: new Map() };
  const progress = await progressOf(deps, merchantId, memberIds, start, end, tx);
  const done = new Set(
    (await deps.repo.completions(memberIds, [start], tx)).map((c) => `${c.memberId}:${c.missionId}`),
  );
  let completed = 0;
  for (const memberId of memberIds) {
    const p = progress.get(memberId)!;
    for (const m of mine) {
      if (p[m.kind] < m.target || done.has(`${memberId}:${m.id}`)) continue;
      const id = await deps.repo.complete(
        { merchantId, missionId: m.id, memberId, period, periodStart: start, at },
        tx,
      );
      if (id === null) continue;
      const reward = await deps.rewards.grant(
        {
          merchantId,
          memberId,
          source: 'MISSION',
          sourceKey: missionRewardKey(m.id, start),
          title: m.title,
          amount: m.reward,
          turnoverMultiple: m.turnoverMultiple,
        },
        tx,
      );
      await deps.repo.setReward(id, reward.id, tx);
      completed += 1;
    }
  }
  return { completed, progress };
}
