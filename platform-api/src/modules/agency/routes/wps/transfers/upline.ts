import type { FastifyInstance } from 'fastify';
import { transfersApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** /wps/transfers/upline: the member centre's transferUpline page (real accounts; the transfer is encrypted). */
export default async function uplineTransferRoutes(app: FastifyInstance): Promise<void> {
  const { agency } = app;
  registerEndpoint(
    app,
    transfersApi.getUplineTransferInfo,
    ({ request, merchant }) => agency.uplineTransferInfo(merchant, request.auth!.memberId),
    { realAccount: true },
  );
  registerEndpoint(
    app,
    transfersApi.transferToUpline,
    ({ input, request, merchant }) => agency.transferToUpline(merchant, request.auth!.memberId, input),
    { realAccount: true },
  );
}
