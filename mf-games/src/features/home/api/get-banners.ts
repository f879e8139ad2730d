import { systemApi, type Banner, type BannerGroup } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The banners of one group (`/wps/system/banners`): w_home for the carousel, w_hotgames above the hot row. */
export function useBanners(groupName: BannerGroup): { banners: Banner[]; loading: boolean } {
  const { data, loading } = useCall(systemApi.getBanners, { groupName });
  return { banners: data?.list ?? [], loading };
}
