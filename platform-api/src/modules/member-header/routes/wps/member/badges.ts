import type { FastifyInstance } from 'fastify';
import { TRIAL_TYPE } from 'shared-contracts';
import { rewardsApi } from 'shared-contracts/engagement';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** /wps/member/badges: the member centre's and avatar menu's counts (SPEC §2); a trial's are all 0. */
export default async function badgeRoutes(app: FastifyInstance): Promise<void> {
  const { inbox, rewards, missions } = app;

  registerEndpoint(app, rewardsApi.getBadges, async ({ request, merchant }) => {
    const { memberId, type } = request.auth!;
    if (type === TRIAL_TYPE) return { rewards: 0, missions: 0, messages: 0 };
    const [pending, open, unread] = await Promise.all([
      rewards.pendingCount(memberId),
      missions.openCount(merchant, memberId),
      inbox.unreadCount(memberId),
    ]);
    return { rewards: pending, missions: open, messages: unread };
  });
}
