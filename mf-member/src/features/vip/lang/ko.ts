import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The vip texts in Korean. */
const texts: Texts<typeof EN> = {
  vip_title: 'VIP 등급',
  vip_current: '내 등급',
  vip_window: '등급은 최근 {{days}}일간의 반영된 입금액과 정산된 라운드의 베팅액으로 산정됩니다.',
  vip_next: '다음 등급: {{label}}',
  vip_deposit: '입금',
  vip_turnover: '베팅',
  vip_of: '{{current}} / {{required}}',
  vip_reached: '{{label}} 등급 조건을 달성했습니다. 몇 분 안에 등급이 업데이트됩니다.',
  vip_top: '최고 등급입니다.',
  vip_bonus_note: '승급 보너스는 해당 등급에 처음 도달했을 때 한 번만 지급됩니다. 리워드 센터에서 받으세요.',
  vip_updated: '등급 업데이트: {{at}}',
  vip_failed: 'VIP 등급을 불러올 수 없습니다.',
  vip_levels: '등급 및 혜택',
  vip_levels_none: '아직 등급이 없습니다.',
  vip_col_level: '등급',
  vip_col_deposit: '입금 기준',
  vip_col_turnover: '베팅 기준',
  vip_col_bonus: '승급 보너스',
  vip_col_benefits: '혜택',
  vip_you: '나',
  vip_benefit_UPGRADE_BONUS: '승급 보너스',
  vip_benefit_DAILY_WITHDRAWALS: '일일 출금 횟수 증가',
  vip_benefit_FAST_WITHDRAWALS: '우선 출금',
  vip_benefit_BIRTHDAY_GIFT: '생일 선물',
  vip_benefit_WEEKLY_CASHBACK: '주간 캐시백',
  vip_benefit_DEDICATED_MANAGER: '전담 매니저',
  vip_benefit_EXCLUSIVE_EVENTS: '전용 이벤트',
};

export default texts;
