import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The results feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  results_date: '日期',
  results_none: '当天暂无开奖结果',
  results_none_hint: '请选择其他日期或彩种。',
  results_failed: '开奖结果加载失败。',
};

export default texts;
