import { api, gamesApi, type Game } from 'shared-contracts';

/** Adds a favourite (SPEC §3 Favourite request: nodeId, vendor, gameType). */
export function addFavorite(game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) {
  return api.call(gamesApi.addFavorite, { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });
}
