import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The seamless feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  seamless_title: '游戏',
  seamless_none: '请从游戏大厅选择一款游戏开始。',
  seamless_loading: '游戏启动中…',
  launch_failed: '游戏启动失败，请重试。',
  fun_mode: '试玩模式：您正在使用虚拟币游戏。',
};

export default texts;
