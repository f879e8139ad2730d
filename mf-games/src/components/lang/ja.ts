import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts of mf-games's shared components, in Japanese. */
const texts: Texts<typeof EN> = {
  games_count: '{{count}}ゲーム',
  no_vendors: 'このカテゴリーにはまだプロバイダーがありません。',
  load_failed: 'ゲームを読み込めませんでした。再度お試しください。',
  hot: 'HOT',
  play_now: '今すぐプレイ',
  favorite_add: 'お気に入りに追加',
  favorite_remove: 'お気に入りから削除',
  search: 'ゲームを検索',
  search_hint: 'ゲーム名で検索',
  results: '{{count}}件のゲームが見つかりました',
  no_games: '検索に一致するゲームはありません。',
  no_games_hint: '別の名前でお試しください。',
  no_games_yet: 'まだゲームがありません。',
  vendors_failed: 'プロバイダーを読み込めませんでした。再度お試しください。',
  carousel: 'カルーセル',
  slide: 'スライド',
  slides_pause: 'スライドを一時停止',
  slides_play: 'スライドを再生',
  previous: '前へ',
  next: '次へ',
};

export default texts;
