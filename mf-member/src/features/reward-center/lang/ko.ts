import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The reward-center texts in Korean. */
const texts: Texts<typeof EN> = {
  rc_tabs: '상태별 리워드',
  rc_tab_PENDING: '받을 리워드',
  rc_tab_CLAIMED: '받은 리워드',
  rc_tab_EXPIRED: '만료됨',
  rc_list: '리워드',
  rc_failed: '리워드를 불러올 수 없습니다.',
  rc_none_PENDING: '받을 리워드가 없습니다.',
  rc_none_CLAIMED: '아직 받은 리워드가 없습니다.',
  rc_none_EXPIRED: '만료된 리워드가 없습니다.',
  rc_none_hint: '프로모션, VIP 등급, 미션, 친구 초대로 받은 리워드가 여기에 표시됩니다.',
  rc_pending_count: '받을 리워드 {{count}}개',
  rc_source_PROMOTION: '프로모션',
  rc_source_VIP: 'VIP',
  rc_source_MISSION: '미션',
  rc_source_REFERRAL: '친구 초대',
  rc_turnover: '출금 전 {{multiple}}배 롤링 필요',
  rc_no_turnover: '롤링 조건 없음',
  rc_granted: '{{time}} 지급',
  rc_expires: '{{time}}까지 받기',
  rc_claimed_at: '{{time}} 받음',
  rc_expired_at: '{{time}} 만료',
  rc_claim: '받기',
  rc_claim_named: '{{title}} 받기',
  rc_claimed: '리워드를 받았습니다: {{amount}}이(가) 지갑에 추가되었습니다',
};

export default texts;
