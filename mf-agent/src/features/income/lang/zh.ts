import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The income feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  inc_type: '契约',
  inc_received: '已收到',
  inc_paid: '发放给下级',
  inc_net: '净收入',
  inc_total: '合计',
  inc_period: '{{from}} – {{to}}（UTC）',
  inc_none: '该期间暂无契约收入。',
  inc_none_hint: '您收到和发放的分红与工资会显示在这里。',
  inc_failed: '收入加载失败。',
};

export default texts;
