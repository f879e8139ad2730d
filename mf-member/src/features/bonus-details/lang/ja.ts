import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The bonus details feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  bd_intro: '受け取った各ボーナスには、出金前に達成が必要なターンオーバー（確定したベット）があります。',
  bd_list: 'ボーナス',
  bd_failed: 'ボーナスを読み込めませんでした。',
  bd_none: 'ボーナスはまだありません。',
  bd_none_hint: '特典センターで特典を受け取ると、そのボーナスがここに表示されます。',
  bd_status_ACTIVE: '進行中',
  bd_status_COMPLETED: '達成',
  bd_source_PROMOTION: 'プロモーション',
  bd_source_VIP: 'VIP',
  bd_source_MISSION: 'ミッション',
  bd_source_REFERRAL: '友達を招待',
  bd_amount: 'ボーナス',
  bd_turnover: 'ターンオーバー',
  bd_progress: '{{title}}のターンオーバー進捗',
  bd_no_turnover: 'ターンオーバー不要',
  bd_claimed: '{{time}}に受取',
};

export default texts;
