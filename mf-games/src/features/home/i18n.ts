import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the home feature. */
export const EN = {
  home_title: 'Welcome to the lobby',
  hot_none: 'No hot games right now.',
  winners_failed: 'Could not load the winners.',
  notices_pause: 'Pause the notices',
  notices_play: 'Play the notices',
  banners: 'Featured',
  notices: 'Notices',
  hot_games: 'Hot games',
  popular_games: 'Popular',
  winners_title: 'Winners',
  winners_none: 'No winners yet: be the first!',
  popup_title: 'News',
  build_version: 'Games {{version}}',
};

addBundles(NS, {
  EN,
  TY: {
    home_title: 'Chào mừng đến sảnh trò chơi',
    hot_none: 'Hiện chưa có trò chơi hot.',
    winners_failed: 'Không thể tải danh sách người thắng.',
    notices_pause: 'Tạm dừng thông báo',
    notices_play: 'Tiếp tục thông báo',
    banners: 'Nổi bật',
    notices: 'Thông báo',
    hot_games: 'Trò chơi hot',
    popular_games: 'Phổ biến',
    winners_title: 'Người thắng',
    winners_none: 'Chưa có người thắng: hãy là người đầu tiên!',
    popup_title: 'Tin tức',
    build_version: 'Trò chơi {{version}}',
  } satisfies typeof EN,
});
