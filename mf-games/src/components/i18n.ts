import { addBundles } from 'shared-contracts';
import { NS } from '../config/i18n';

/** Strings of the components the app's features share. */
export const EN = {
  games_count: '{{count}} games',
  no_vendors: 'No providers in this category yet.',
  load_failed: 'Could not load the games. Please try again.',
  hot: 'HOT',
  play_now: 'PLAY NOW',
  favorite_add: 'Add to favourites',
  favorite_remove: 'Remove from favourites',
  search: 'Search games',
  search_hint: 'Search by game name',
  results: '{{count}} games found',
  no_games: 'No games match your search.',
  no_games_hint: 'Try another name.',
  no_games_yet: 'No games here yet.',
  vendors_failed: 'Could not load the providers. Please try again.',
  carousel: 'carousel',
  slide: 'slide',
  slides_pause: 'Pause the slides',
  slides_play: 'Play the slides',
  previous: 'Previous',
  next: 'Next',
};

addBundles(NS, {
  EN,
  TY: {
    games_count: '{{count}} trò chơi',
    no_vendors: 'Chưa có nhà cung cấp trong mục này.',
    load_failed: 'Không thể tải trò chơi. Vui lòng thử lại.',
    hot: 'HOT',
    play_now: 'CHƠI NGAY',
    favorite_add: 'Thêm vào yêu thích',
    favorite_remove: 'Bỏ khỏi yêu thích',
    search: 'Tìm trò chơi',
    search_hint: 'Tìm theo tên trò chơi',
    results: 'Tìm thấy {{count}} trò chơi',
    no_games: 'Không có trò chơi phù hợp.',
    no_games_hint: 'Hãy thử tên khác.',
    no_games_yet: 'Chưa có trò chơi nào ở đây.',
    vendors_failed: 'Không thể tải nhà cung cấp. Vui lòng thử lại.',
    carousel: 'băng chuyền',
    slide: 'trang chiếu',
    slides_pause: 'Tạm dừng trình chiếu',
    slides_play: 'Tiếp tục trình chiếu',
    previous: 'Trước',
    next: 'Tiếp',
  } satisfies typeof EN,
});
