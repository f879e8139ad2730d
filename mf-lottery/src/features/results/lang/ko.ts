import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The results texts in Korean. */
const texts: Texts<typeof EN> = {
  results_date: '날짜',
  results_none: '이 날짜에는 결과가 없습니다',
  results_none_hint: '다른 날짜나 게임을 선택해 주세요.',
  results_failed: '결과를 불러올 수 없습니다.',
};

export default texts;
