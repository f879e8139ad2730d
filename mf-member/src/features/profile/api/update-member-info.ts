import { api, profileApi, type MemberProfileView, type RequestOf } from 'shared-contracts';

/** Member info update (SPEC §7 `POST /wps/member/info`): the fields given; answers the profile. */
export function updateMemberInfo(input: RequestOf<typeof profileApi.updateMemberInfo>): Promise<MemberProfileView> {
  return api.call(profileApi.updateMemberInfo, input);
}
