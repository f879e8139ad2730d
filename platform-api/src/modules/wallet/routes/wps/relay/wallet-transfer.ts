import type { FastifyInstance } from 'fastify';
import { memberApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** /wps/relay/GCS_walletTransfer: main wallet ⇄ vendor wallet in transfer mode (ADR 0002); real members only. */
export default async function walletTransferRoutes(app: FastifyInstance): Promise<void> {
  const { wallet } = app;

  registerEndpoint(
    app,
    memberApi.walletTransfer,
    async ({ input, request, merchant }) => wallet.transfer(merchant, request.auth!.memberId, input),
    { realAccount: true },
  );
}
