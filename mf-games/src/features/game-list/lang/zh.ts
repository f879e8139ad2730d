import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The game list feature's texts in Chinese. */
const texts: Texts<typeof EN> = {
  live_lobby: '真人桌台',
  live_none: '目前没有开放的真人桌台。',
  live_failed: '无法加载真人桌台。',
  live_game_BACCARAT: '百家乐',
  live_game_ROULETTE: '轮盘',
  live_dealer: '荷官 {{name}}',
  live_round: '第 {{no}} 局',
  live_betting: '下注中 · {{seconds}} 秒',
  live_drawing: '开奖中',
  live_players: '{{count}} 人下注',
  live_recent: '近期结果',
  live_open: '进入 {{table}}',
  live_play: '开始游戏',
  live_chat: '聊天',
  live_chat_open: '打开 {{table}} 的聊天',
  live_chat_title: '桌台聊天 · {{table}}',
  live_chat_failed: '无法打开桌台聊天。',
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
