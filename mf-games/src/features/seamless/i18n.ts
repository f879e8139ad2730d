import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the seamless feature. */
export const EN = {
  seamless_title: 'Game',
  seamless_none: 'Choose a game from the lobby to start playing.',
  seamless_loading: 'Starting the game…',
  launch_failed: 'The game could not be started. Please try again.',
  fun_mode: 'Fun mode: you are playing with play money.',
};

addBundles(NS, {
  EN,
  TY: {
    seamless_title: 'Trò chơi',
    seamless_none: 'Chọn một trò chơi ở sảnh để bắt đầu.',
    seamless_loading: 'Đang mở trò chơi…',
    launch_failed: 'Không thể mở trò chơi. Vui lòng thử lại.',
    fun_mode: 'Chế độ chơi thử: bạn đang chơi bằng tiền ảo.',
  } satisfies typeof EN,
});
