import type { FastifyInstance } from 'fastify';
import { gamesApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';
import { paging } from '../../../../../infra/paging';

/** /wps/game/favorite: list, add and remove the member's favourites (trials allowed, so no `realAccount`). */
export default async function favoriteRoutes(app: FastifyInstance): Promise<void> {
  const { games } = app;

  registerEndpoint(app, gamesApi.listFavorites, async ({ input, request, merchant }) => {
    const page = paging({ pageNo: input.pageNum, pageSize: input.pageSize });
    const { content, total } = await games.favorites(merchant, request.auth!.memberId, page);
    return { content, pageNum: input.pageNum, totalPages: page.pages(total).totalPages };
  });

  registerEndpoint(app, gamesApi.addFavorite, ({ input, request, merchant }) =>
    games.addFavorite(merchant.id, request.auth!.memberId, input),
  );

  registerEndpoint(app, gamesApi.removeFavorite, ({ input, request }) =>
    games.removeFavorite(request.auth!.memberId, input.nodeId),
  );
}
