import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The profit-loss texts in Korean. */
const texts: Texts<typeof EN> = {
  pnl_summary: '요약',
  pnl_stake: '베팅 금액',
  pnl_payout: '당첨금',
  pnl_profit: '손익',
  pnl_deposits: '입금',
  pnl_withdrawals: '출금',
  pnl_rounds: '라운드',
  pnl_day: '날짜',
  pnl_category: '카테고리',
  pnl_by_day: '일별',
  pnl_by_category: '카테고리별',
  pnl_views: '손익 보기 방식',
  pnl_period: '{{from}} ~ {{to}} (UTC)',
  pnl_none: '이 기간에 정산된 베팅이 없습니다.',
  pnl_none_hint: '정산된 실제 머니 라운드는 플레이한 날짜 기준으로 집계됩니다.',
  pnl_failed: '손익 정보를 불러올 수 없습니다.',
};

export default texts;
