import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The missions texts in Korean. */
const texts: Texts<typeof EN> = {
  mission_periods: '미션 기간',
  mission_DAILY: '일일',
  mission_WEEKLY: '주간',
  mission_kind_BET_COUNT: '{{target}}라운드 플레이',
  mission_kind_BET_AMOUNT: '{{amount}} 베팅',
  mission_kind_DEPOSIT_AMOUNT: '{{amount}} 입금',
  mission_kind_LOTTERY_BET: '복권 {{target}}회 플레이',
  mission_progress: '진행률',
  mission_reward: '리워드',
  mission_turnover: '롤링',
  mission_status_IN_PROGRESS: '진행 중',
  mission_status_COMPLETED: '완료',
  mission_completed_at: '{{at}} 완료',
  mission_keep_going: '계속 플레이하여 미션을 완료하세요.',
  mission_until: '이 미션은 {{at}}까지 진행됩니다.',
  mission_rules_DAILY: '일일 미션은 당일(UTC)에 정산된 실제 머니 라운드와 반영된 입금을 집계합니다.',
  mission_rules_WEEKLY: '주간 미션은 해당 주(월요일 시작, UTC)에 정산된 실제 머니 라운드와 반영된 입금을 집계합니다.',
  mission_reward_note: '미션을 완료하면 리워드가 리워드 센터로 지급되며, 그곳에서 받을 수 있습니다.',
  mission_none: '이 기간에는 미션이 없습니다.',
  mission_none_hint: '새로운 미션이 여기에 표시됩니다.',
  mission_failed: '미션을 불러올 수 없습니다.',
  mission_ranks: '랭킹',
  mission_my_rank: '내 순위: {{rank}}위 ({{count}}개 완료)',
  mission_no_rank: '미션을 완료하면 랭킹에 참여합니다.',
  mission_ranks_none: '아직 미션을 완료한 사람이 없습니다.',
  mission_ranks_none_hint: '첫 번째 주인공이 되어 보세요!',
  mission_ranks_failed: '랭킹을 불러올 수 없습니다.',
  mission_you: '나',
  mission_col_rank: '순위',
  mission_col_account: '계정',
  mission_col_completed: '완료한 미션',
  mission_col_last: '최근 완료',
};

export default texts;
