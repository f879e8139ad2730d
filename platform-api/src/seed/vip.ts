import type { vipApi } from 'shared-contracts/engagement';
import type { Db } from '../infra/db';
import { createVipRepository } from '../modules/vip/vip-repository';

/** ₫ in minor units. */
const VND = (major: number) => major * 100;

/**
 * The demo merchant's VIP levels (VIP3 is on for DEMO): VIP 0 for everyone, then deposits and stake over 30
 * days; each level's upgrade bonus goes to the reward centre with a 1× turnover.
 */
export const DEMO_VIP_LEVELS: readonly vipApi.VipLevel[] = [
  { level: 0, label: 'VIP 0', minDeposit: 0, minTurnover: 0, upgradeBonus: 0, turnoverMultiple: 0, benefits: [] },
  {
    level: 1,
    label: 'VIP 1',
    minDeposit: VND(100_000),
    minTurnover: VND(10_000),
    upgradeBonus: VND(10_000),
    turnoverMultiple: 1,
    benefits: ['UPGRADE_BONUS', 'DAILY_WITHDRAWALS'],
  },
  {
    level: 2,
    label: 'VIP 2',
    minDeposit: VND(500_000),
    minTurnover: VND(50_000),
    upgradeBonus: VND(30_000),
    turnoverMultiple: 1,
    benefits: ['UPGRADE_BONUS', 'DAILY_WITHDRAWALS', 'BIRTHDAY_GIFT'],
  },
  {
    level: 3,
    label: 'VIP 3',
    minDeposit: VND(2_000_000),
    minTurnover: VND(200_000),
    upgradeBonus: VND(80_000),
    turnoverMultiple: 1,
    benefits: ['UPGRADE_BONUS', 'FAST_WITHDRAWALS', 'BIRTHDAY_GIFT', 'WEEKLY_CASHBACK'],
  },
  {
    level: 4,
    label: 'VIP 4',
    minDeposit: VND(10_000_000),
    minTurnover: VND(1_000_000),
    upgradeBonus: VND(300_000),
    turnoverMultiple: 1,
    benefits: ['UPGRADE_BONUS', 'FAST_WITHDRAWALS', 'BIRTHDAY_GIFT', 'WEEKLY_CASHBACK', 'DEDICATED_MANAGER'],
  },
  {
    level: 5,
    label: 'VIP 5',
    minDeposit: VND(50_000_000),
    minTurnover: VND(5_000_000),
    upgradeBonus: VND(1_000_000),
    turnoverMultiple: 1,
    benefits: [
      'UPGRADE_BONUS',
      'FAST_WITHDRAWALS',
      'BIRTHDAY_GIFT',
      'WEEKLY_CASHBACK',
      'DEDICATED_MANAGER',
      'EXCLUSIVE_EVENTS',
    ],
  },
];

/** The demo merchant's VIP configuration: a 30-day window and DEMO_VIP_LEVELS (in the seed's transaction). */
export async function insertVipDemo(tx: Db, merchantId: number): Promise<void> {
  await createVipRepository(tx).replaceConfig(merchantId, 30, DEMO_VIP_LEVELS, tx);
}
