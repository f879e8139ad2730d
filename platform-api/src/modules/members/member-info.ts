import { TRIAL_TYPE, isAgentType, type MemberInfo } from 'shared-contracts';
import type { Member } from './member-repository';

/** The member as the client stores it (SPEC §3). */
export const memberInfoOf = (m: Pick<Member, 'id' | 'username' | 'nickname' | 'type'>): MemberInfo => ({
  id: m.id,
  account: m.username,
  nickname: m.nickname,
  type: m.type,
  isAgent: isAgentType(m.type),
  isTrial: m.type === TRIAL_TYPE,
});
