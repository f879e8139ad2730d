import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The missions feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  mission_periods: 'ミッション期間',
  mission_DAILY: 'デイリー',
  mission_WEEKLY: 'ウィークリー',
  mission_kind_BET_COUNT: '{{target}}ラウンドをプレイ',
  mission_kind_BET_AMOUNT: '{{amount}}をベット',
  mission_kind_DEPOSIT_AMOUNT: '{{amount}}を入金',
  mission_kind_LOTTERY_BET: 'ロッタリーを{{target}}ラウンドプレイ',
  mission_progress: '進捗',
  mission_reward: '報酬',
  mission_turnover: 'ターンオーバー',
  mission_status_IN_PROGRESS: '進行中',
  mission_status_COMPLETED: '達成',
  mission_completed_at: '{{at}}に達成',
  mission_keep_going: 'プレイを続けて達成しましょう。',
  mission_until: 'これらのミッションは{{at}}まで開催されます。',
  mission_rules_DAILY:
    'デイリーミッションでは、その日（UTC）に確定したリアルマネーのラウンドと反映済みの入金がカウントされます。',
  mission_rules_WEEKLY:
    'ウィークリーミッションでは、月曜日から始まるその週（UTC）に確定したリアルマネーのラウンドと反映済みの入金がカウントされます。',
  mission_reward_note: '達成したミッションの報酬は特典センターに送られ、そこで受け取れます。',
  mission_none: 'この期間のミッションはありません。',
  mission_none_hint: '新しいミッションがここに表示されます。',
  mission_failed: 'ミッションを読み込めませんでした。',
  mission_ranks: 'ランキング',
  mission_my_rank: 'あなたの順位：#{{rank}}（{{count}}件達成）',
  mission_no_rank: 'ミッションを達成するとランキングに参加できます。',
  mission_ranks_none: 'まだミッションを達成した人はいません。',
  mission_ranks_none_hint: '一番乗りを目指しましょう！',
  mission_ranks_failed: 'ランキングを読み込めませんでした。',
  mission_you: 'あなた',
  mission_col_rank: '順位',
  mission_col_account: 'アカウント',
  mission_col_completed: '達成ミッション数',
  mission_col_last: '最終達成日時',
};

export default texts;
