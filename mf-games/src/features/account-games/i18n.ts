import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the account games feature. */
export const EN = {
  favorite_title: 'My favourite games',
  recent_title: 'Recently played',
  favorite_none: 'No favourite games yet.',
  favorite_none_hint: 'Tap the heart on a game to add it.',
  recent_none: 'You have not played any game yet.',
  recent_none_hint: 'The games you play show up here, newest first.',
};

addBundles(NS, {
  EN,
  TY: {
    favorite_title: 'Trò chơi yêu thích',
    recent_title: 'Chơi gần đây',
    favorite_none: 'Chưa có trò chơi yêu thích.',
    favorite_none_hint: 'Nhấn vào trái tim trên trò chơi để thêm.',
    recent_none: 'Bạn chưa chơi trò chơi nào.',
    recent_none_hint: 'Các trò chơi bạn chơi sẽ hiện ở đây, mới nhất trước.',
  } satisfies typeof EN,
});
