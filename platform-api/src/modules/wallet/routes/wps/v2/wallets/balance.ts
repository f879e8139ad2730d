import type { FastifyInstance } from 'fastify';
import { memberApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../../infra/http/register-endpoint';

/** /wps/v2/wallets/balance: the main wallet and, in transfer mode, the vendor wallets (ADR 0002); real members only. */
export default async function balanceRoutes(app: FastifyInstance): Promise<void> {
  const { wallet } = app;

  registerEndpoint(
    app,
    memberApi.getBalance,
    async ({ request, merchant }) => {
      const memberId = request.auth!.memberId;
      const [balance, wallets] = await Promise.all([
        wallet.mainBalance(merchant, memberId),
        wallet.vendorWallets(merchant, memberId),
      ]);
      return { balance, currency: merchant.currency, wallets };
    },
    { realAccount: true },
  );
}
