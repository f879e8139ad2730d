import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The lobby feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  group_fast: 'スピードゲーム',
  group_daily: '地域別デイリー抽選',
  group_sea: '東南アジア',
  recent: '最近プレイしたゲーム',
};

export default texts;
