import { systemApi, type Banner, type BannerGroup } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** Banners of one group (`/wps/system/banners`). */
export function useBanners(groupName: BannerGroup): Banner[] {
  return useCall(systemApi.getBanners, { groupName }).data?.list ?? [];
}
