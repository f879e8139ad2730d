import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The account record feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  ledger_held: '保留中',
  ledger_held_hint: 'オペレーターが判断するまで出金のために保留されている金額',
  ledger_none: 'この期間の取引はありません。',
  ledger_none_hint: '入金、ベット、配当、出金がここに表示されます。',
  ledger_failed: '取引履歴を読み込めませんでした。',
};

export default texts;
