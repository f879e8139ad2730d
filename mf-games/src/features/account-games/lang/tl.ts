import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The account-games feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  favorite_title: 'Mga paborito kong laro',
  recent_title: 'Kamakailang nilaro',
  favorite_none: 'Wala ka pang paboritong laro.',
  favorite_none_hint: 'I-tap ang puso sa isang laro para idagdag ito.',
  recent_none: 'Wala ka pang nilalarong laro.',
  recent_none_hint: 'Lalabas dito ang mga nilalaro mo, pinakabago ang una.',
};

export default texts;
