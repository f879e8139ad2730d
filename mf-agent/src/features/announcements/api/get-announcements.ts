import { noticeApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The player notices (`/wps/system/notice`, types PL, platform W): the agent's announcements. */
export function useAnnouncements() {
  return useCall(noticeApi.getNotice, { types: 'PL', platform: 'W' });
}
