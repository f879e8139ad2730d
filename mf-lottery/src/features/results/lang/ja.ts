import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The results feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  results_date: '日付',
  results_none: 'この日の結果はありません',
  results_none_hint: '別の日またはゲームを選択してください。',
  results_failed: '結果を読み込めませんでした。',
};

export default texts;
