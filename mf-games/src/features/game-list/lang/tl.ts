import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The game list feature's texts in Filipino. */
const texts: Texts<typeof EN> = {
  live_lobby: 'Mga live na mesa',
  live_none: 'Walang bukas na live na mesa ngayon.',
  live_failed: 'Hindi ma-load ang mga live na mesa.',
  live_game_BACCARAT: 'Baccarat',
  live_game_ROULETTE: 'Roulette',
  live_dealer: 'Dealer {{name}}',
  live_round: 'Round {{no}}',
  live_betting: 'Tumataya · {{seconds}} s',
  live_drawing: 'Binubunot ang resulta',
  live_players: '{{count}} ang tumataya',
  live_recent: 'Mga huling resulta',
  live_open: 'Maglaro sa {{table}}',
};

export default texts;
