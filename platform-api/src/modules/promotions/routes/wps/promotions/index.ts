import type { FastifyInstance } from 'fastify';
import { PROMOTION_IMAGE_MAX_BYTES, PROMOTION_IMAGES_MAX, promotionsApi } from 'shared-contracts/engagement';
import { optionalSession } from '../../../../../infra/http/optional-session';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/**
 * /wps/promotions: the activities (public; a token adds the caller's state), applying (multipart: at most 3
 * images of 5,242,880 bytes) and joining a raffle (token, real accounts: a trial gets TRIAL_FORBIDDEN).
 */
export default async function promotionRoutes(app: FastifyInstance): Promise<void> {
  const { promotions } = app;
  const callerOf = (auth: { memberId: number; type: number }) => ({ memberId: auth.memberId, type: auth.type });

  registerEndpoint(app, promotionsApi.listPromotions, async ({ request, merchant }) => {
    const session = await optionalSession(request, merchant);
    return promotions.list(merchant, session ? callerOf(session) : null);
  });

  registerEndpoint(
    app,
    promotionsApi.applyPromotion,
    ({ input, files, request, merchant }) => promotions.apply(merchant, callerOf(request.auth!), input, files),
    { realAccount: true, multipartLimits: { fileSize: PROMOTION_IMAGE_MAX_BYTES, files: PROMOTION_IMAGES_MAX } },
  );

  registerEndpoint(
    app,
    promotionsApi.joinRaffle,
    ({ input, request, merchant }) => promotions.joinRaffle(merchant, callerOf(request.auth!), input.activityId),
    { realAccount: true },
  );
}
