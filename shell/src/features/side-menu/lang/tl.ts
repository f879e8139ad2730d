import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The side-menu feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  side_menu: 'Menu ng laro',
  collapse: 'I-collapse ang menu',
  expand: 'I-expand ang menu',
  favorites: 'Mga paborito',
  recent: 'Mga kamakailang laro',
  vip: 'VIP',
};

export default texts;
