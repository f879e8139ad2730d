import { systemApi, type Banner, type BannerGroup } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The banners of a modal's group (`/wps/system/banners`), one request per group for the page. */
export function useBanners(groupName: BannerGroup): Banner[] {
  return useCall(systemApi.getBanners, { groupName }, true, true).data?.list ?? [];
}
