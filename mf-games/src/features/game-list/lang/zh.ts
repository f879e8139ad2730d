import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The game list's PVP rooms texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  pvp_rooms_title: '房间',
  pvp_rooms_label: 'PVP 房间：与其他玩家对战',
  pvp_rooms_empty: '目前没有开放的房间。',
  pvp_rooms_failed: '无法加载房间。',
  pvp_game_DICE_DUEL: '骰子对决',
  pvp_game_HIGH_CARD: '比大牌',
  pvp_room_seats: '已坐 {{seated}}/{{seats}} 个座位',
  pvp_room_play: '开始',
  pvp_room_play_label: '开始 {{game}}，投注 {{stake}}',
};

export default texts;
