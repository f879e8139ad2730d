import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the game list's live lobby (the /live page's tables). */
export const EN = {
  live_lobby: 'Live tables',
  live_none: 'No live tables are open right now.',
  live_failed: 'Could not load the live tables.',
  live_game_BACCARAT: 'Baccarat',
  live_game_ROULETTE: 'Roulette',
  live_dealer: 'Dealer {{name}}',
  live_round: 'Round {{no}}',
  live_betting: 'Betting · {{seconds}} s',
  live_drawing: 'Drawing',
  live_players: '{{count}} betting',
  live_recent: 'Recent results',
  live_open: 'Play at {{table}}',
};

addBundles(NS, {
  EN,
  TY: {
    live_lobby: 'Bàn live',
    live_none: 'Hiện không có bàn live nào mở.',
    live_failed: 'Không thể tải các bàn live.',
    live_game_BACCARAT: 'Baccarat',
    live_game_ROULETTE: 'Roulette',
    live_dealer: 'Người chia bài {{name}}',
    live_round: 'Ván {{no}}',
    live_betting: 'Đang cược · {{seconds}} giây',
    live_drawing: 'Đang mở kết quả',
    live_players: '{{count}} người cược',
    live_recent: 'Kết quả gần đây',
    live_open: 'Chơi tại {{table}}',
  } satisfies typeof EN,
});
