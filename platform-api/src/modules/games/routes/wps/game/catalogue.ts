import type { FastifyInstance } from 'fastify';
import { POPULAR_GAMES_MAX, gamesApi } from 'shared-contracts';
import { merchantNotFound } from '../../../../../infra/errors/common-errors';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';
import type { Merchant } from '../../../../merchants';
import { paging } from '../../../../../infra/paging';

/** The lobby's read side under /wps/game: game list (search, paging), hot games, popular games, recent games. */
export default async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { games, merchants, bets } = app;
  /** The merchant a code names (as GET /wps/game/vendor does), the request's when absent or equal. */
  const merchantFor = async (merchant: Merchant, code: string | undefined): Promise<Merchant> => {
    if (!code || code === merchant.code) return merchant;
    const other = await merchants.findByCode(code);
    if (!other) throw merchantNotFound();
    return other;
  };

  // A page answers from the merchant's cache, one copy per question and image CDN (the CDN is still
  // drawn per request); a page of another merchant (`merchant` names it) is read each time.
  registerEndpoint(app, gamesApi.getGameList, async ({ input, merchant, cached }) => {
    const target = await merchantFor(merchant, input.merchant);
    const cdn = games.imageCdn(target);
    const page = async () => {
      const filter = { gameType: input.gameType, vendor: input.vassalage, keyword: input.keyword };
      const page = paging(input);
      const { games: list, total } = await games.list(target, filter, page, cdn);
      return { games: list, ...page.pages(total) };
    };
    return target === merchant ? cached(`${cdn} ${JSON.stringify(input)}`, page) : page();
  });

  registerEndpoint(app, gamesApi.getHotGames, async ({ input, merchant, cached }) => {
    const target = await merchantFor(merchant, input.merchantCode);
    const cdn = games.imageCdn(target);
    const hot = async () => ({ list: await games.hot(target, cdn) });
    return target === merchant ? cached(cdn, hot) : hot();
  });

  // From the merchant's cache (a minute): the bet records' week changes slowly.
  registerEndpoint(app, gamesApi.getPopularGames, async ({ input, merchant, cached }) => {
    const limit = input.limitNum ?? POPULAR_GAMES_MAX;
    const cdn = games.imageCdn(merchant);
    return cached(`popular ${limit} ${cdn}`, async () => ({
      list: await games.popular(merchant, await bets.mostPlayed(merchant.id, limit), limit, cdn),
    }));
  });

  // Recent games need a session; trials may use them (harmless, SPEC §6 only keeps trials from
  // real-money play and the member/agent pages), so no `realAccount`.
  registerEndpoint(app, gamesApi.listRecentGames, async ({ request, merchant }) => ({
    list: await games.recent(merchant, request.auth!.memberId),
  }));
}
