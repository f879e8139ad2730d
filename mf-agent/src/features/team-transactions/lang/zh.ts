import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team-transactions feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  ledger_none: '该期间暂无团队账变。',
  ledger_none_hint: '您团队的充值、投注、派奖、转账和提现会显示在这里。',
  ledger_failed: '团队账变明细加载失败。',
};

export default texts;
