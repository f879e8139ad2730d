import { api, profileApi, type MemberIconId } from 'shared-contracts';

/** Chooses one of the fixed avatars (null: back to the default). */
export function setMemberIcon(iconId: MemberIconId | null) {
  return api.call(profileApi.setMemberIcon, { iconId });
}
