import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team-overview texts in Korean. */
const texts: Texts<typeof EN> = {
  ov_period: '{{from}} – {{to}} (UTC)',
  ov_people: '팀',
  ov_money: '베팅 및 자금',
  ov_members: '회원',
  ov_direct_members: '직속 회원',
  ov_agents: '에이전트',
  ov_new_members: '신규 회원',
  ov_active_members: '활성 회원',
  ov_bet_count: '베팅 수',
  ov_stake: '베팅 금액',
  ov_payout: '당첨금',
  ov_profit: '팀 손익',
  ov_deposits: '입금',
  ov_withdrawals: '출금',
  ov_failed: '팀 개요를 불러올 수 없습니다.',
};

export default texts;
