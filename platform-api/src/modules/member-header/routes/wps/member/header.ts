import type { FastifyInstance } from 'fastify';
import { TRIAL_TYPE, memberApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** /wps/member/header: the header's balance, unread messages and points switch (mostly the wallet's balance). */
export default async function headerRoutes(app: FastifyInstance): Promise<void> {
  const { wallet, merchants, inbox } = app;

  // Trials are allowed: they see their fun-chip balance and no messages (SPEC §6: trials skip the
  // unread-message load), no points.
  registerEndpoint(app, memberApi.getHeaderState, async ({ request, merchant }) => {
    const { memberId, type } = request.auth!;
    const trial = type === TRIAL_TYPE;
    if (trial) await wallet.ensureFunChips(merchant.id, memberId);
    const [balance, unreadMessages, points] = await Promise.all([
      trial ? wallet.funBalance(merchant.id, memberId) : wallet.mainBalance(merchant, memberId),
      trial ? 0 : inbox.unreadCount(memberId),
      trial ? false : merchants.isEnabled(merchant.id, 'POINTS3'),
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
}
