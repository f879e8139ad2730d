import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The betting-record texts in Korean. */
const texts: Texts<typeof EN> = {
  bets_game: '게임',
  bets_vendor: '게임사',
  bets_category: '카테고리',
  bets_stake: '베팅 금액',
  bets_payout: '당첨금',
  bets_win_loss: '손익',
  bets_status: '상태',
  bets_time: '시간',
  bets_round: '라운드 {{id}}',
  bets_status_OPEN: '진행 중',
  bets_status_SETTLED: '정산 완료',
  bets_status_ROLLED_BACK: '환불됨',
  bets_totals: '합계',
  bets_rounds: '라운드',
  bets_none: '이 기간에 베팅 내역이 없습니다.',
  bets_none_hint: '실제 머니로 플레이한 라운드가 여기에 표시됩니다.',
  bets_failed: '베팅 내역을 불러올 수 없습니다.',
};

export default texts;
