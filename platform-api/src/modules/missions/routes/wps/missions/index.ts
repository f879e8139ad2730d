import type { FastifyInstance } from 'fastify';
import { missionsApi } from 'shared-contracts/engagement';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** /wps/missions: the member's missions of the day and week, and the rank list (missionLeaderboard). Real members only. */
export default async function missionsRoutes(app: FastifyInstance): Promise<void> {
  const { missions } = app;
  registerEndpoint(
    app,
    missionsApi.getSummary,
    ({ request, merchant }) => missions.summary(merchant, request.auth!.memberId),
    { realAccount: true },
  );
  registerEndpoint(
    app,
    missionsApi.getLeaderboard,
    ({ request, merchant, input }) =>
      missions.leaderboard(merchant, request.auth!.memberId, input.period, input.limit ?? 20),
    { realAccount: true },
  );
}
