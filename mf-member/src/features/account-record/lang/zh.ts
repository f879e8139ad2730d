import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The account-record feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  ledger_held: '冻结',
  ledger_held_hint: '提现申请的冻结资金，待运营方审核后处理',
  ledger_none: '该期间暂无账变记录。',
  ledger_none_hint: '充值、投注、派奖和提现会显示在这里。',
  ledger_failed: '账变记录加载失败。',
};

export default texts;
