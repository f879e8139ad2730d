import { announcementsApi } from 'shared-contracts/engagement';
import { useCall } from 'shared-ui';

/** One page of announcements (SPEC §7: types B,PL,PU,PR,H, platform W; §9: 9 a page); a token makes it the members'. */
export function useAnnouncements(pageNo: number) {
  return useCall(announcementsApi.getAnnouncements, {
    pageNo,
    pageSize: announcementsApi.ANNOUNCEMENT_PAGE_SIZE,
    types: 'B,PL,PU,PR,H',
    platform: 'W',
  });
}
