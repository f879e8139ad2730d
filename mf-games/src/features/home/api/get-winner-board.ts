import { gamesApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The 20 latest big wins of every category (SPEC §3 winners board). */
export function useWinnerBoard(language: string) {
  return useCall(gamesApi.getWinnerBoard, { gameCategory: 'ALL', language, limitNum: 20 }).data?.list ?? [];
}
