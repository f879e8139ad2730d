import { gamesApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The 20 latest big wins of every category (SPEC §3 winners board). */
export function useWinnerBoard(language: string) {
  const { data, loading, error, reload } = useCall(gamesApi.getWinnerBoard, {
    gameCategory: 'ALL',
    language,
    limitNum: 20,
  });
  return { list: data?.list ?? [], loading, error: !!error, reload };
}
