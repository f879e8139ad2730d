import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The seamless feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  seamless_title: 'ゲーム',
  seamless_none: 'ロビーからゲームを選んでプレイを開始してください。',
  seamless_loading: 'ゲームを起動しています…',
  launch_failed: 'ゲームを起動できませんでした。再度お試しください。',
  fun_mode: 'お試しモード：仮想マネーでプレイしています。',
};

export default texts;
