import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The welcome feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  welcome_title: '欢迎来到彩票',
  welcome_intro: '{{nickname}}，您的彩票档案已就绪。玩法如下：',
  welcome_step_pick: '在大厅选择游戏：快速彩每隔几分钟开奖一次，地区彩每天开奖一次。',
  welcome_step_bet: '选择号码和玩法，并在封盘前确认投注单。',
  welcome_step_verify: '每期开奖后，您可以查看结果并验证其公平性。',
  welcome_start: '开始游戏',
};

export default texts;
