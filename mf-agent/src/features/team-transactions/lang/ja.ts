import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team transactions feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  ledger_none: 'この期間のチームの取引はありません。',
  ledger_none_hint: 'チームの入金、ベット、配当、振替、出金がここに表示されます。',
  ledger_failed: 'チームの取引明細を読み込めませんでした。',
};

export default texts;
