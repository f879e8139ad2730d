import { api, gamesApi, type Game } from 'shared-contracts';

/** The member's favourites, one page (`content`, `pageNum`, `totalPages`). */
export function listFavorites(pageNum: number, pageSize: number) {
  return api.call(gamesApi.listFavorites, { pageNum, pageSize });
}

/** Adds a favourite (SPEC §3 Favourite request: nodeId, vendor, gameType). */
export function addFavorite(game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) {
  return api.call(gamesApi.addFavorite, { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });
}

export function removeFavorite(nodeId: number) {
  return api.call(gamesApi.removeFavorite, { nodeId });
}
