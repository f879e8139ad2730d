import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team-bets texts in Korean. */
const texts: Texts<typeof EN> = {
  tb_game: '게임',
  tb_round: '라운드 {{id}}',
  tb_vendor: '게임사',
  tb_stake: '베팅 금액',
  tb_payout: '당첨금',
  tb_win_loss: '손익',
  tb_status: '상태',
  tb_time: '시간',
  tb_status_OPEN: '진행 중',
  tb_status_SETTLED: '정산 완료',
  tb_status_ROLLED_BACK: '환불됨',
  tb_totals: '합계',
  tb_rounds: '라운드',
  tb_none: '이 기간에 팀 베팅 내역이 없습니다.',
  tb_none_hint: '팀원이 실제 머니로 플레이한 라운드가 여기에 표시됩니다.',
  tb_failed: '팀 베팅 내역을 불러올 수 없습니다.',
};

export default texts;
