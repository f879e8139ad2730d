import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The home feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  home_title: 'ロビーへようこそ',
  hot_none: '現在人気のゲームはありません。',
  winners_failed: '当選者を読み込めませんでした。',
  notices_pause: 'お知らせを一時停止',
  notices_play: 'お知らせを再生',
  banners: 'おすすめ',
  notices: 'お知らせ',
  hot_games: '人気ゲーム',
  popular_games: '人気',
  winners_title: '当選者',
  winners_none: 'まだ当選者はいません。最初の当選者になりましょう！',
  popup_title: 'ニュース',
  build_version: 'Games {{version}}',
};

export default texts;
