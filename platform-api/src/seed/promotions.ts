import type { PromotionAudience, PromotionKind } from 'shared-contracts/engagement';
import type { Db } from '../infra/db';
import { sanitizeRichText } from '../infra/sanitize';
import { createActivityRepository } from '../modules/promotions/activity-repository';
import { newSeed } from '../modules/promotions/raffle-draw';

/** ₫ in minor units. */
const VND = (major: number) => major * 100;
const DAY_MS = 86_400_000;

interface DemoActivity {
  kind: PromotionKind;
  title: string;
  /** The seeded banner (content seed) whose generated art the card shows. */
  banner: string;
  rules: string;
  audience: PromotionAudience;
  /** Days from the seed's time. */
  startsIn: number;
  endsIn: number;
  reward: number;
  turnoverMultiple: number;
  winners?: number;
  sort: number;
}

/** One APPLY activity running, one RAFFLE running, one coming soon and one closed (SPEC §4's phases). */
export const DEMO_ACTIVITIES: readonly DemoActivity[] = [
  {
    kind: 'APPLY',
    title: 'Welcome Bonus 100%',
    banner: 'Welcome Bonus 100%',
    rules:
      '<p>New here? Make your first deposit, then apply with a screenshot of it.</p>' +
      '<ul><li>One application per member.</li><li>Bonus: 50,000 ₫, to bet 3× before withdrawing.</li>' +
      '<li>Applications are reviewed within 24 hours.</li></ul>',
    audience: 'ALL',
    startsIn: -7,
    endsIn: 180,
    reward: VND(50_000),
    turnoverMultiple: 3,
    sort: 1,
  },
  {
    kind: 'RAFFLE',
    title: 'Daily Rewards Lucky Draw',
    banner: 'Daily Rewards',
    rules:
      '<p>Join the draw: when it ends, <strong>3 members</strong> are drawn at random and each wins 20,000 ₫ ' +
      '(to bet 1× before withdrawing).</p><p>The draw is fair: its commitment is shown from the start and its ' +
      'seed when it is drawn.</p>',
    audience: 'ALL',
    startsIn: -1,
    endsIn: 30,
    reward: VND(20_000),
    turnoverMultiple: 1,
    winners: 3,
    sort: 2,
  },
  {
    kind: 'APPLY',
    title: 'Live Casino Nights',
    banner: 'Live Casino Nights',
    rules: '<p>Play live casino on Friday nights and apply for a 30,000 ₫ cashback bonus.</p>',
    audience: 'PLAYERS',
    startsIn: 7,
    endsIn: 37,
    reward: VND(30_000),
    turnoverMultiple: 2,
    sort: 3,
  },
  {
    kind: 'APPLY',
    title: 'Hot Games This Week',
    banner: 'Hot Games This Week',
    rules: '<p>Last week’s slots challenge. Thank you for taking part!</p>',
    audience: 'ALL',
    startsIn: -30,
    endsIn: -2,
    reward: VND(10_000),
    turnoverMultiple: 1,
    sort: 4,
  },
];

/** The demo merchant's activities, each showing the generated art of the seeded banner of the same theme. */
export async function insertPromotionsDemo(tx: Db, merchantId: number, at: Date = new Date()): Promise<void> {
  const { rows } = await tx.query<{ title: string; imageUrl: string }>(
    `SELECT title, image_url AS "imageUrl" FROM banners WHERE merchant_id = $1`,
    [merchantId],
  );
  const bannerOf = new Map(rows.map((b) => [b.title, b.imageUrl]));
  const activities = createActivityRepository(tx);
  for (const a of DEMO_ACTIVITIES) {
    const seed = a.kind === 'RAFFLE' ? newSeed() : null;
    await activities.insert({
      merchantId,
      kind: a.kind,
      title: a.title,
      bannerUrl: bannerOf.get(a.banner) || '/assets/banner/1.svg',
      rules: sanitizeRichText(a.rules),
      audience: a.audience,
      startsAt: new Date(at.getTime() + a.startsIn * DAY_MS),
      endsAt: new Date(at.getTime() + a.endsIn * DAY_MS),
      rewardAmount: a.reward,
      turnoverMultiple: a.turnoverMultiple,
      winners: a.winners ?? null,
      drawSeed: seed?.seed ?? null,
      drawCommitment: seed?.commitment ?? null,
      enabled: true,
      sort: a.sort,
    });
  }
}
