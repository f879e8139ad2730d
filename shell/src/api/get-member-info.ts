import { api, sessionApi, type ApiClient, type MemberInfo } from 'shared-contracts';

/** The logged-in member (`/wps/member/info`); `client` is the page's API client unless a test passes its own. */
export function getMemberInfo(client: Pick<ApiClient, 'call'> = api): Promise<MemberInfo> {
  return client.call(sessionApi.getMemberInfo, {});
}
