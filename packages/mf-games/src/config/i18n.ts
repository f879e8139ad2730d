import { addBundles } from 'shared-contracts';

/** Namespace `games`, owned by mf-games. */
export const NS = 'games';

addBundles(NS, {
  EN: {
    home_title: 'Welcome to the lobby',
    games_count: '{{count}} games',
    vendors_title: '{{category}} providers',
    no_vendors: 'No providers in this category yet.',
    favorite_title: 'My favourite games',
    recent_title: 'Recently played',
    seamless_title: 'Game',
    seamless_none: 'Choose a game from the lobby to start playing.',
    venue_title: '{{vendor}} games',
    notice_title: 'Notice',
    load_failed: 'Could not load the games. Please try again.',
  },
  TY: {
    home_title: 'Chào mừng đến sảnh trò chơi',
    games_count: '{{count}} trò chơi',
    vendors_title: 'Nhà cung cấp {{category}}',
    no_vendors: 'Chưa có nhà cung cấp trong mục này.',
    favorite_title: 'Trò chơi yêu thích',
    recent_title: 'Chơi gần đây',
    seamless_title: 'Trò chơi',
    seamless_none: 'Chọn một trò chơi ở sảnh để bắt đầu.',
    venue_title: 'Trò chơi {{vendor}}',
    notice_title: 'Thông báo',
    load_failed: 'Không thể tải trò chơi. Vui lòng thử lại.',
  },
});
