import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The account-games feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  favorite_title: '我收藏的游戏',
  recent_title: '最近玩过',
  favorite_none: '暂无收藏的游戏。',
  favorite_none_hint: '点击游戏上的爱心即可收藏。',
  recent_none: '您还没有玩过任何游戏。',
  recent_none_hint: '您玩过的游戏会显示在这里，最新的排在最前。',
};

export default texts;
