import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The member-center feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  menu: 'Menu ng member center',
  page_empty: 'Wala pang maipapakita dito.',
  page_empty_hint: 'Paparating na ang page na ito.',
  menu_badge: '{{count}} bago',
};

export default texts;
