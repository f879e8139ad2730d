import { api, gamesApi } from 'shared-contracts';

/** Removes a favourite by the game's node id. */
export function removeFavorite(nodeId: number) {
  return api.call(gamesApi.removeFavorite, { nodeId });
}
