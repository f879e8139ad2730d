import { api } from 'shared-contracts';
import { lotteryApi } from 'shared-contracts/lottery';
import type { RequestOf } from 'shared-contracts';

/** The lottery launch (SPEC §3 launch request, §7): where the lobby or a game's betting page opens in this site. */
export function launchLottery(input: RequestOf<typeof lotteryApi.launchLottery>) {
  return api.call(lotteryApi.launchLottery, input);
}
