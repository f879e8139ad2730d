import type { FastifyInstance } from 'fastify';
import { lotteryApi } from 'shared-contracts/lottery';
import { registerEndpoint } from '../../../../infra/http/register-endpoint';

/**
 * The lottery menus (SPEC §7): every area's menu (public), the VN menu and the member's recent games
 * (token; trials may look), the open draw of every VN game (public), the lottery launch and first login (token).
 */
export default async function lotteryMenuRoutes(app: FastifyInstance): Promise<void> {
  const { lottery } = app;

  registerEndpoint(app, lotteryApi.getGameMenus, ({ input, merchant }) =>
    lottery.gameMenus(merchant.id, input.prizeMode),
  );
  registerEndpoint(app, lotteryApi.getVnGameMenu, ({ input, merchant }) =>
    lottery.vnGameMenu(merchant.id, input.prizeMode),
  );
  registerEndpoint(app, lotteryApi.getRecentLotteryGames, ({ request }) => lottery.recent(request.auth!.memberId));
  registerEndpoint(app, lotteryApi.getOpenedVnDraws, () => lottery.openedVn());
  registerEndpoint(app, lotteryApi.launchLottery, async ({ input }) => lottery.launch(input));
  registerEndpoint(app, lotteryApi.lotteryFirstLogin, ({ request }) => lottery.firstLogin(request.auth!));
}
