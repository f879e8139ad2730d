import type { FastifyInstance } from 'fastify';
import { liveApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';
import { pickLaunchCdn } from '../../../../demo-vendor';
import { livePageTexts } from '../../../i18n';

/**
 * The platform's side of the live studio: `GET /wps/live/models` (public) lists the tables with their dealer, round
 * state and last results; `GET /wps/live/chat?table=` (token) answers a one-time chat URL of the vendor's chat page
 * in the member's `language`.
 */
export default async function liveRoutes(app: FastifyInstance): Promise<void> {
  const { demoLive } = app;

  registerEndpoint(app, liveApi.liveModels, async () => ({ list: await demoLive.models() }));

  registerEndpoint(app, liveApi.liveChat, async ({ input, request, merchant }) => {
    const table = demoLive.table(input.table);
    const token = await demoLive.chat.link(table.code, merchant.id, request.auth!.memberId);
    const { lang } = livePageTexts(input.language);
    return { chatUrl: `${pickLaunchCdn(merchant)}/vendor/demo/live/chat/${table.code}?token=${token}&lang=${lang}` };
  });
}
