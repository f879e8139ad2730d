import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The right-hand panel's titles in Japanese. */
const texts: Texts<typeof EN> = {
  panel_deposit: '入金',
  panel_withdraw: '出金',
  panel_messages: 'プラットフォームメッセージ',
};

export default texts;
