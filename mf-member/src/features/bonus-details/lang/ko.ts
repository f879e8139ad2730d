import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The bonus-details texts in Korean. */
const texts: Texts<typeof EN> = {
  bd_intro: '받은 보너스는 출금 전에 롤링(정산된 베팅) 조건을 충족해야 합니다.',
  bd_list: '보너스',
  bd_failed: '보너스를 불러올 수 없습니다.',
  bd_none: '아직 보너스가 없습니다.',
  bd_none_hint: '리워드 센터에서 리워드를 받으면 보너스가 여기에 표시됩니다.',
  bd_status_ACTIVE: '진행 중',
  bd_status_COMPLETED: '완료',
  bd_source_PROMOTION: '프로모션',
  bd_source_VIP: 'VIP',
  bd_source_MISSION: '미션',
  bd_source_REFERRAL: '친구 초대',
  bd_amount: '보너스',
  bd_turnover: '롤링',
  bd_progress: '{{title}} 롤링 진행률',
  bd_no_turnover: '롤링 조건 없음',
  bd_claimed: '{{time}} 받음',
};

export default texts;
