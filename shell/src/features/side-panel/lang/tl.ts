import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The right-hand panel's titles in Tagalog. */
const texts: Texts<typeof EN> = {
  panel_deposit: 'Deposit',
  panel_withdraw: 'Withdraw',
  panel_messages: 'Mga mensahe ng platform',
};

export default texts;
