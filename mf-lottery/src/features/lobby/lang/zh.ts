import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The lobby feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  group_fast: '极速彩',
  group_daily: '地区每日开奖',
  group_sea: '东南亚',
  recent: '最近玩过',
};

export default texts;
