import type { FastifyInstance } from 'fastify';
import { TRIAL_TYPE, memberApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/**
 * /wps/member/header: the header's balance, unread messages, VIP label (VIP3 on), rewards waiting (the
 * promotions badge) and the points balance (POINTS3 on). Trials are allowed: they see their fun-chip balance
 * and nothing else (SPEC §6: trials skip the unread-message load; no points, no VIP).
 */
export default async function headerRoutes(app: FastifyInstance): Promise<void> {
  const { wallet, merchants, inbox, rewards, vip } = app;

  registerEndpoint(app, memberApi.getHeaderState, async ({ request, merchant }) => {
    const { memberId, type } = request.auth!;
    if (type === TRIAL_TYPE) {
      await wallet.ensureFunChips(merchant.id, memberId);
      return {
        balance: await wallet.funBalance(merchant.id, memberId),
        currencySymbol: merchant.currencySymbol,
        vipLabel: null,
        unreadMessages: 0,
        availablePromos: 0,
        pointsEnabled: false,
        pointsBalance: 0,
      };
    }
    const [balance, unreadMessages, pointsEnabled, vipLabel, availablePromos] = await Promise.all([
      wallet.mainBalance(merchant, memberId),
      inbox.unreadCount(memberId),
      merchants.isEnabled(merchant.id, 'POINTS3'),
      vip.labelOf(merchant.id, memberId),
      rewards.pendingCount(memberId),
    ]);
    return {
      balance,
      currencySymbol: merchant.currencySymbol,
      vipLabel,
      unreadMessages,
      availablePromos,
      pointsEnabled,
      pointsBalance: pointsEnabled ? await wallet.pointsBalance(merchant.id, memberId) : 0,
    };
  });
}
