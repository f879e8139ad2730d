import { systemApi, type Banner, type BannerGroup } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The banners of one group (`/wps/system/banners`): w_home for the carousel, w_hotgames above the hot row. */
export function useBanners(groupName: BannerGroup): Banner[] {
  return useCall(systemApi.getBanners, { groupName }).data?.list ?? [];
}
