import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team-loss texts in Korean. */
const texts: Texts<typeof EN> = {
  tl_bets: '베팅 수',
  tl_stake: '베팅 금액',
  tl_payout: '당첨금',
  tl_win_loss: '손익',
  tl_totals: '합계',
  tl_none: '이 기간에 정산된 라운드가 없습니다.',
  tl_none_hint: '각 회원의 베팅 금액, 당첨금, 손익이 여기에 표시됩니다.',
  tl_failed: '회원 손익 보고서를 불러올 수 없습니다.',
};

export default texts;
