import { systemApi, type Banner, type BannerGroup } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The banners of a modal's group (`/wps/system/banners`), one request per group for the page; `loading` until read. */
export function useBanners(groupName: BannerGroup): { banners: Banner[]; loading: boolean } {
  const { data, loading } = useCall(systemApi.getBanners, { groupName }, true, true);
  return { banners: data?.list ?? [], loading };
}
