import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The agent-center feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  title: 'Agent center',
  sign_out: 'Mag-sign out',
  gmt: 'GMT{{offset}}',
  time_zone: 'Time zone',
  menu: 'Menu ng agent center',
  menu_deposit: 'Deposit',
  menu_withdraw: 'Withdraw',
  menu_messages: 'Mga mensahe ng platform',
  menu_service: 'Customer service',
  page_empty: 'Wala pang maipapakita dito.',
  page_empty_hint: 'Paparating na ang page na ito.',
};

export default texts;
