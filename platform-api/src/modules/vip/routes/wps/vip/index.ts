import type { FastifyInstance } from 'fastify';
import { vipApi } from 'shared-contracts/engagement';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** /wps/vip: the member's VIP level, its progress to the next one and every level (securityCenter). */
export default async function vipRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, vipApi.getVip, ({ request, merchant }) => app.vip.view(merchant, request.auth!.memberId), {
    realAccount: true,
  });
}
