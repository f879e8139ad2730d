import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The transfer-upline feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  upline_title: '您的上级',
  upline_none: '您的账户没有上级。',
  upline_none_hint: '只有通过代理注册的账户才能向其转账。',
  upline_failed: '上级信息加载失败。',
  upline_amount: '金额',
  upline_fund_password: '资金密码',
  upline_submit: '转账给上级',
  upline_done: '已向 {{account}} 转账 {{amount}} {{currency}}。',
  upline_need_fund_password: '请先在提现页面设置资金密码：每次转账都需要输入。',
  upline_set_fund_password: '设置资金密码',
  upline_amount_over: '金额超过您的余额',
  upline_fund_wrong_one: '资金密码错误：还剩 {{count}} 次机会，之后转账和提现将被锁定',
  upline_fund_wrong_other: '资金密码错误：还剩 {{count}} 次机会，之后转账和提现将被锁定',
};

export default texts;
