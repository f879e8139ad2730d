import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The account games feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  favorite_title: 'お気に入りのゲーム',
  recent_title: '最近プレイしたゲーム',
  favorite_none: 'お気に入りのゲームはまだありません。',
  favorite_none_hint: 'ゲームのハートをタップして追加しましょう。',
  recent_none: 'まだゲームをプレイしていません。',
  recent_none_hint: 'プレイしたゲームが新しい順にここに表示されます。',
};

export default texts;
