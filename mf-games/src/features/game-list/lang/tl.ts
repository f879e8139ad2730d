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
  live_play: 'Maglaro',
  live_chat: 'Chat',
  live_chat_open: 'Buksan ang chat ng {{table}}',
  live_chat_title: 'Chat ng mesa · {{table}}',
  live_chat_failed: 'Hindi mabuksan ang chat ng mesa.',
  pvp_rooms_title: 'Mga kuwarto',
  pvp_rooms_label: 'Mga PVP na kuwarto: makipaglaro sa ibang manlalaro',
  pvp_rooms_empty: 'Walang bukas na kuwarto sa ngayon.',
  pvp_rooms_failed: 'Hindi ma-load ang mga kuwarto.',
  pvp_game_DICE_DUEL: 'Dice Duel',
  pvp_game_HIGH_CARD: 'High Card',
  pvp_room_seats: '{{seated}}/{{seats}} upuan ang okupado',
  pvp_room_play: 'Maglaro',
  pvp_room_play_label: 'Maglaro ng {{game}}, taya {{stake}}',
};

export default texts;
