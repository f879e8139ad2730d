import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The income texts in Korean. */
const texts: Texts<typeof EN> = {
  inc_type: '계약',
  inc_received: '수령액',
  inc_paid: '하위 회원 지급액',
  inc_net: '순수익',
  inc_total: '합계',
  inc_period: '{{from}} – {{to}} (UTC)',
  inc_none: '이 기간에 계약 수익이 없습니다.',
  inc_none_hint: '받거나 지급한 배당금과 급여가 여기에 표시됩니다.',
  inc_failed: '수익 정보를 불러올 수 없습니다.',
};

export default texts;
