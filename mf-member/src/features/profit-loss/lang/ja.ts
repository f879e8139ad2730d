import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The profit loss feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  pnl_summary: '概要',
  pnl_stake: '賭け金',
  pnl_payout: '配当',
  pnl_profit: '損益',
  pnl_deposits: '入金',
  pnl_withdrawals: '出金',
  pnl_rounds: 'ラウンド数',
  pnl_day: '日付',
  pnl_category: 'カテゴリー',
  pnl_by_day: '日別',
  pnl_by_category: 'カテゴリー別',
  pnl_views: '損益の表示',
  pnl_period: '{{from}}〜{{to}}（UTC）',
  pnl_none: 'この期間に確定したベットはありません。',
  pnl_none_hint: '確定したリアルマネーのラウンドは、プレイした日に集計されます。',
  pnl_failed: '損益を読み込めませんでした。',
};

export default texts;
