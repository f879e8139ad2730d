import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts of mf-games's components/ in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  games_count: '{{count}} laro',
  no_vendors: 'Wala pang provider sa kategoryang ito.',
  load_failed: 'Hindi ma-load ang mga laro. Subukang muli.',
  hot: 'HOT',
  play_now: 'MAGLARO NA',
  favorite_add: 'Idagdag sa mga paborito',
  favorite_remove: 'Alisin sa mga paborito',
  search: 'Maghanap ng laro',
  search_hint: 'Maghanap ayon sa pangalan ng laro',
  results: '{{count}} larong nahanap',
  no_games: 'Walang larong tugma sa iyong hinanap.',
  no_games_hint: 'Subukan ang ibang pangalan.',
  no_games_yet: 'Wala pang laro dito.',
  vendors_failed: 'Hindi ma-load ang mga provider. Subukang muli.',
  carousel: 'carousel',
  slide: 'slide',
  slides_pause: 'I-pause ang mga slide',
  slides_play: 'I-play ang mga slide',
  previous: 'Nakaraan',
  next: 'Susunod',
};

export default texts;
