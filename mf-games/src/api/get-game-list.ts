import { api, gamesApi, HOME_PAGE_SIZE, type GameCategory, type GamePage } from 'shared-contracts';
import { useCall } from 'shared-ui';

export interface GameListQuery {
  gameType?: GameCategory;
  vassalage?: string;
  keyword?: string;
  pageNo: number;
  pageSize?: number;
}

/** SPEC §3 Game list request (clientType 3, platform 'flash,html5-desktop'); page size 20 by default. */
const gameListInput = (q: GameListQuery, language: string) => ({
  clientType: 3,
  platform: 'flash,html5-desktop',
  ...(q.gameType ? { gameType: q.gameType } : {}),
  ...(q.vassalage ? { vassalage: q.vassalage } : {}),
  ...(q.keyword?.trim() ? { keyword: q.keyword.trim() } : {}),
  pageNo: q.pageNo,
  pageSize: q.pageSize ?? HOME_PAGE_SIZE,
  language,
});

/** A page of the catalogue (`/wps/game/list`). */
export function getGameList(q: GameListQuery, language: string): Promise<GamePage> {
  return api.call(gamesApi.getGameList, gameListInput(q, language));
}

/** A page of the catalogue, read while the component is mounted (again when the query changes). */
export function useGameList(q: GameListQuery, language: string, enabled = true) {
  const { data, loading, error, reload } = useCall(gamesApi.getGameList, gameListInput(q, language), enabled);
  return { page: data as GamePage | null, loading, error: !!error, reload };
}
