import {
  NEW_MEMBER_DAYS,
  promotionStatus,
  type Promotion,
  type PromotionAudience,
  type PromotionMemberState,
  type PromotionPhase,
} from 'shared-contracts/engagement';
import { isAgentType, TRIAL_TYPE } from 'shared-contracts';
import type { RewardsService } from '../rewards';
import type { ActivityRow } from './activity-repository';
import type { ApplicationRepository, ApplicationRow } from './application-repository';
import type { RaffleRepository } from './raffle-repository';

/** Who is looking: a member (its type and registration time), or null for a visitor. */
export interface Viewer {
  memberId: number;
  type: number;
  registeredAt: Date | null;
}

const DAY_MS = 86_400_000;

export function phaseOf(a: Pick<ActivityRow, 'startsAt' | 'endsAt'>, at: Date): PromotionPhase {
  if (at < a.startsAt) return 'COMING_SOON';
  return at < a.endsAt ? 'PROCESS' : 'CLOSED';
}

/** Whether a member is in an audience (a trial never is). */
export function inAudience(audience: PromotionAudience, viewer: Viewer, at: Date): boolean {
  if (viewer.type === TRIAL_TYPE) return false;
  switch (audience) {
    case 'ALL':
      return true;
    case 'AGENTS':
      return isAgentType(viewer.type);
    case 'PLAYERS':
      return !isAgentType(viewer.type);
    case 'NEW_MEMBERS':
      return viewer.registeredAt !== null && at.getTime() - viewer.registeredAt.getTime() <= NEW_MEMBER_DAYS * DAY_MS;
  }
}

/** The reward key of an approved application and of a raffle's winners (rewards module, source PROMOTION). */
export const applicationKey = (id: number) => `application:${id}`;
export const raffleKey = (activityId: number) => `raffle:${activityId}`;

const PHASE_RANK: Record<PromotionPhase, number> = { PROCESS: 0, COMING_SOON: 1, CLOSED: 2 };

export interface ViewDeps {
  applications: Pick<ApplicationRepository, 'ofMember'>;
  raffles: Pick<RaffleRepository, 'counts' | 'ofMember' | 'draws'>;
  rewards: Pick<RewardsService, 'byKeys'>;
}

/**
 * The activities as `viewer` sees them (running first, then coming, then closed; the given order within): the
 * phase, the viewer's state (an approved application's or a won raffle's state follows its reward: ISSUED while
 * pending, CLAIMED once claimed), the status a card shows, eligibility and the raffle's draw.
 */
export async function promotionViews(
  deps: ViewDeps,
  activities: readonly ActivityRow[],
  viewer: Viewer | null,
  at: Date,
): Promise<Promotion[]> {
  const ids = activities.map((a) => a.id);
  const raffleIds = activities.filter((a) => a.kind === 'RAFFLE').map((a) => a.id);
  const [counts, draws, applied, entered] = await Promise.all([
    deps.raffles.counts(raffleIds),
    deps.raffles.draws(raffleIds),
    viewer ? deps.applications.ofMember(viewer.memberId, ids) : new Map<number, ApplicationRow>(),
    viewer ? deps.raffles.ofMember(viewer.memberId, raffleIds) : new Map<number, boolean | null>(),
  ]);
  const keys = [
    ...[...applied.values()].filter((a) => a.status === 'APPROVED').map((a) => applicationKey(a.id)),
    ...[...entered].filter(([, won]) => won === true).map(([activityId]) => raffleKey(activityId)),
  ];
  const rewards = viewer && keys.length ? await deps.rewards.byKeys(viewer.memberId, 'PROMOTION', keys) : ([] as const);
  const rewardOf = new Map(rewards.map((r) => [r.sourceKey, r]));

  const view = (a: ActivityRow): Promotion => {
    const phase = phaseOf(a, at);
    const application = applied.get(a.id);
    const won = entered.get(a.id);
    let state: PromotionMemberState | null = null;
    let rewardKey: string | null = null;
    if (application)
      if (application.status === 'APPROVED') rewardKey = applicationKey(application.id);
      else state = application.status;
    else if (won === true) rewardKey = raffleKey(a.id);
    else if (won !== undefined) state = 'JOINED';
    const reward = rewardKey ? rewardOf.get(rewardKey) : undefined;
    if (rewardKey) state = reward?.status === 'CLAIMED' ? 'CLAIMED' : 'ISSUED';
    const draw = draws.get(a.id);
    return {
      id: a.id,
      kind: a.kind,
      title: a.title,
      bannerUrl: a.bannerUrl,
      rules: a.rules,
      audience: a.audience,
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt.toISOString(),
      rewardAmount: a.rewardAmount,
      turnoverMultiple: a.turnoverMultiple,
      phase,
      state,
      status: promotionStatus(phase, state, { lost: won === false, expired: reward?.status === 'EXPIRED' }),
      eligible: viewer ? inAudience(a.audience, viewer, at) : null,
      rejectReason: application?.status === 'REJECTED' ? application.reason : null,
      raffle:
        a.kind === 'RAFFLE'
          ? {
              winners: a.winners ?? 0,
              entries: counts.get(a.id) ?? 0,
              commitment: a.drawCommitment ?? '',
              drawnAt: draw ? draw.drawnAt.toISOString() : null,
              seed: draw ? draw.seed : null,
            }
          : null,
    };
  };
  return activities
    .map(view)
    .map((v, i) => ({ v, i }))
    .sort((x, y) => PHASE_RANK[x.v.phase] - PHASE_RANK[y.v.phase] || x.i - y.i)
    .map(({ v }) => v);
}
