import type { FastifyInstance } from 'fastify';
import { TRIAL_TYPE, memberApi } from 'shared-contracts';
import { registerEndpoint } from '../../../infra/http/register-endpoint';
import { createWalletService } from '../../../plugins/app/wallet/wallet-service';

/**
 * The member's wallet (ADR 0002): balance, header state and, in transfer mode, transfers between the main
 * wallet and the vendor wallets. Every number comes from the ledger.
 */
export default async function walletRoutes(app: FastifyInstance): Promise<void> {
  const { db, repos } = app.platform;
  const wallet = createWalletService(db, repos.ledger);

  registerEndpoint(
    app,
    memberApi.getBalance,
    async ({ request, merchant }) => {
      const memberId = request.auth!.memberId;
      await wallet.ensureFunded(merchant, memberId);
      const [balance, wallets] = await Promise.all([
        wallet.mainBalance(merchant, memberId),
        wallet.vendorWallets(merchant, memberId),
      ]);
      return { balance, currency: merchant.currency, wallets };
    },
    { realAccount: true },
  );

  // Trials are allowed: they see their fun-chip balance and no messages (SPEC §6: trials skip the
  // unread-message load), no points.
  registerEndpoint(app, memberApi.getHeaderState, async ({ request, merchant }) => {
    const { memberId, type } = request.auth!;
    const trial = type === TRIAL_TYPE;
    if (trial) await wallet.ensureFunChips(merchant.id, memberId);
    else await wallet.ensureFunded(merchant, memberId);
    const [balance, unreadMessages, points] = await Promise.all([
      trial ? wallet.funBalance(merchant.id, memberId) : wallet.mainBalance(merchant, memberId),
      trial ? 0 : repos.memberMessages.unreadCount(memberId),
      trial ? false : repos.whitelabel.isEnabled(merchant.id, 'POINTS3'),
    ]);
    return {
      balance,
      currencySymbol: merchant.currencySymbol,
      // No VIP levels yet (members have no level column): null until they exist, and only with VIP3 on.
      vipLabel: null,
      unreadMessages,
      // No promotions yet.
      availablePromos: 0,
      pointsEnabled: points,
      // Points are a later issue: the balance is 0 until the points ledger exists.
      pointsBalance: 0,
    };
  });

  registerEndpoint(
    app,
    memberApi.walletTransfer,
    async ({ input, request, merchant }) => wallet.transfer(merchant, request.auth!.memberId, input),
    { realAccount: true },
  );
}
