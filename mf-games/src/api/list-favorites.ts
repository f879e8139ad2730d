import { api, gamesApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The member's favourites, one page (`content`, `pageNum`, `totalPages`). */
export function listFavorites(pageNum: number, pageSize: number) {
  return api.call(gamesApi.listFavorites, { pageNum, pageSize });
}

/** One page of the member's favourites, read while the component is mounted. */
export function useFavoritesPage(pageNum: number, pageSize: number) {
  return useCall(gamesApi.listFavorites, { pageNum, pageSize });
}
