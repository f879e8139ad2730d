import type { FastifyInstance } from 'fastify';
import { gamesApi } from 'shared-contracts';
import { registerEndpoint } from '../../../infra/http/register-endpoint';
import { merchantNotFound } from '../../../infra/errors/http-error';
import { addFavorite, removeFavorite } from '../../../plugins/app/games/favorite-service';
import { pageCount, pickImageCdn, toGame, type GameRow } from '../../../plugins/app/games/game-card';
import type { Merchant } from '../../../modules/merchants/merchant-repository';

/** The lobby's read side under /wps/game: game list (search, paging), hot games, favourites, recent games. */
export default async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  const { repos } = platform;
  /** Game cards with icons on one random image CDN of the merchant. */
  const cards = (rows: GameRow[], merchant: Merchant) => {
    const cdn = pickImageCdn(platform.config, merchant);
    return rows.map((row) => toGame(row, cdn));
  };
  /** The merchant a code names (as GET /wps/game/vendor does), the request's when absent or equal. */
  const merchantFor = async (merchant: Merchant, code: string | undefined): Promise<Merchant> => {
    if (!code || code === merchant.code) return merchant;
    const other = await repos.merchants.findByCode(code);
    if (!other) throw merchantNotFound();
    return other;
  };

  registerEndpoint(app, gamesApi.getGameList, async ({ input, merchant }) => {
    const target = await merchantFor(merchant, input.merchant);
    const filter = { gameType: input.gameType, vendor: input.vassalage, keyword: input.keyword };
    const { rows, total } = await repos.catalogue.page(target.id, filter, input.pageNo, input.pageSize);
    return {
      games: cards(rows, target),
      pageNo: input.pageNo,
      pageSize: input.pageSize,
      total,
      totalPages: pageCount(total, input.pageSize),
    };
  });

  registerEndpoint(app, gamesApi.getHotGames, async ({ input, merchant }) => {
    const target = await merchantFor(merchant, input.merchantCode);
    return { list: cards(await repos.catalogue.hot(target.id), target) };
  });

  // Favourites and recent games need a session; trials may use them (harmless, SPEC §6 only keeps
  // trials from real-money play and the member/agent pages), so no `realAccount`.
  registerEndpoint(app, gamesApi.listFavorites, async ({ input, request, merchant }) => {
    const { rows, total } = await repos.favorites.page(
      merchant.id,
      request.auth!.memberId,
      input.pageNum,
      input.pageSize,
    );
    return { content: cards(rows, merchant), pageNum: input.pageNum, totalPages: pageCount(total, input.pageSize) };
  });

  registerEndpoint(app, gamesApi.addFavorite, ({ input, request, merchant }) =>
    addFavorite(platform, merchant.id, request.auth!.memberId, input),
  );

  registerEndpoint(app, gamesApi.removeFavorite, ({ input, request }) =>
    removeFavorite(platform, request.auth!.memberId, input.nodeId),
  );

  registerEndpoint(app, gamesApi.listRecentGames, async ({ request, merchant }) => ({
    list: cards(await repos.launches.recent(merchant.id, request.auth!.memberId), merchant),
  }));
}
