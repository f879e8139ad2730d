import type { FastifyInstance } from 'fastify';
import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_MAX_IMAGES, feedbackApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/**
 * /wps/feedback (token, real accounts): `PUT` sends feedback (multipart: at most 3 screenshots of 5,242,880 bytes;
 * a 4th file is 413 PAYLOAD_TOO_LARGE), `GET` lists the member's own with the merchant's rules.
 */
export default async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const { feedback } = app;

  registerEndpoint(
    app,
    feedbackApi.sendFeedback,
    ({ request, merchant, input, files }) => feedback.send(merchant.id, request.auth!.memberId, input, files),
    { realAccount: true, multipartLimits: { fileSize: FEEDBACK_IMAGE_MAX_BYTES, files: FEEDBACK_MAX_IMAGES } },
  );

  registerEndpoint(
    app,
    feedbackApi.listFeedback,
    ({ request, merchant }) => feedback.list(merchant.id, request.auth!.memberId),
    { realAccount: true },
  );
}
