import { lotteryApi } from 'shared-contracts/lottery';
import { useCall } from 'shared-ui';

/**
 * The lottery's first login (SPEC §7, `POST /lgw/lottery/first_login`): asked once as the lottery opens, before its
 * menus and launch; `firstTime` is true only on the member's very first visit (the server makes the member's lottery
 * profile then), so the welcome shows once per member.
 */
export function useLotteryFirstLogin() {
  return useCall(lotteryApi.lotteryFirstLogin, { device: 'WEB' });
}
