import type { missionsApi } from 'shared-contracts/engagement';
import type { Db } from '../infra/db';
import { createMissionRepository } from '../modules/missions/mission-repository';

/** ₫ in minor units. */
const VND = (major: number) => major * 100;

/** The demo merchant's missions: three daily and two weekly, rewards into the reward centre with a 1× turnover. */
export const DEMO_MISSIONS: readonly (missionsApi.MissionInput & { sort: number })[] = [
  {
    period: 'DAILY',
    kind: 'BET_COUNT',
    title: 'Play 5 rounds',
    target: 5,
    reward: VND(5_000),
    turnoverMultiple: 1,
    active: true,
    sort: 1,
  },
  {
    period: 'DAILY',
    kind: 'DEPOSIT_AMOUNT',
    title: 'Deposit 2,000,000 ₫',
    // Above the seeded accounts' opening deposit (1,000,000 ₫): the demo accounts do not start with it done.
    target: VND(2_000_000),
    reward: VND(10_000),
    turnoverMultiple: 1,
    active: true,
    sort: 2,
  },
  {
    period: 'DAILY',
    kind: 'LOTTERY_BET',
    title: 'Play 3 lottery bets',
    target: 3,
    reward: VND(8_000),
    turnoverMultiple: 1,
    active: true,
    sort: 3,
  },
  {
    period: 'WEEKLY',
    kind: 'BET_AMOUNT',
    title: 'Bet 50,000 ₫ this week',
    target: VND(50_000),
    reward: VND(50_000),
    turnoverMultiple: 1,
    active: true,
    sort: 1,
  },
  {
    period: 'WEEKLY',
    kind: 'BET_COUNT',
    title: 'Play 50 rounds this week',
    target: 50,
    reward: VND(30_000),
    turnoverMultiple: 1,
    active: true,
    sort: 2,
  },
];

/** The demo merchant's missions (in the seed's transaction). */
export async function insertMissionsDemo(tx: Db, merchantId: number): Promise<void> {
  const repo = createMissionRepository(tx);
  for (const m of DEMO_MISSIONS) await repo.insert(merchantId, m, tx);
}
