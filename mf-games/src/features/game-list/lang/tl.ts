import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The game list's PVP rooms texts in Tagalog. */
const texts: Texts<typeof EN> = {
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
