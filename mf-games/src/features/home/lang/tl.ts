import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The home feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  home_title: 'Maligayang pagdating sa lobby',
  hot_none: 'Walang hot na laro ngayon.',
  winners_failed: 'Hindi ma-load ang mga nanalo.',
  notices_pause: 'I-pause ang mga paunawa',
  notices_play: 'I-play ang mga paunawa',
  banners: 'Tampok',
  notices: 'Mga paunawa',
  hot_games: 'Mga hot na laro',
  popular_games: 'Sikat',
  winners_title: 'Mga nanalo',
  winners_none: 'Wala pang nanalo: ikaw na ang mauna!',
  popup_title: 'Balita',
  build_version: 'Games {{version}}',
};

export default texts;
