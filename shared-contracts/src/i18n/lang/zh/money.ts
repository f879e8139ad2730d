import type { Texts } from '../../languages';
import type { MONEY_EN } from '../../money';

/** The texts of money.ts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof MONEY_EN> = {
  err_deposit_method_unavailable: '该充值方式暂不可用',
  err_deposit_amount_range: '金额超出该充值方式的限额',
  err_deposit_not_found: '未找到该充值记录',
  err_deposit_not_pending: '该充值已处理',
  err_deposit_not_reviewable: '仅银行转账需由运营方审核',
  err_receipt_required: '请上传转账凭证',
  err_provider_unavailable: '支付服务暂不可用，请稍后再试',
  err_request_stale: '签名请求已过期，请重新发送',
  err_callback_mismatch: '支付通知与该充值不符',
  msg_deposit_credited_title: '充值已到账',
  msg_deposit_credited_body: '您的充值 #{{depositId}}（{{amount}} {{currency}}）已存入您的钱包。',
  msg_deposit_failed_title: '充值失败',
  msg_deposit_failed_body: '您的充值 #{{depositId}}（{{amount}} {{currency}}）失败，钱包未被扣款。',
  err_bank_account_limit: '您绑定的银行账户已达上限',
  err_bank_account_exists: '该银行账户已绑定',
  err_bank_account_not_found: '未找到该银行账户',
  err_payee_name_mismatch: '收款人姓名须与您的注册姓名一致',
  err_fund_password_not_set: '请先设置资金密码',
  err_fund_password_already_set: '您已设置资金密码',
  err_fund_password_wrong: '资金密码错误',
  err_fund_password_locked: '资金密码错误次数过多，提现已锁定 15 分钟',
  err_withdraw_amount_range: '金额超出提现限额',
  err_withdrawal_daily_limit: '您今日的提现次数已用完',
  err_turnover_not_met: '尚未达到提现所需的投注流水',
  err_withdrawal_not_found: '未找到该提现记录',
  err_withdrawal_not_pending: '该提现已处理',
  err_withdrawal_not_paid: '该提现暂时无法确认',
  err_withdrawal_not_disputed: '该提现没有争议',
  err_proof_required: '请上传凭证图片',
  msg_withdrawal_approved_title: '提现已通过',
  msg_withdrawal_approved_body:
    '您的提现 #{{withdrawalId}}（{{amount}} {{currency}}）已打入您的银行账户，收到后请确认。',
  msg_withdrawal_rejected_title: '提现被拒绝',
  msg_withdrawal_rejected_body: '您的提现 #{{withdrawalId}}（{{amount}} {{currency}}）已被拒绝，款项已退回您的钱包。',
  msg_withdrawal_returned_title: '提现已退回',
  msg_withdrawal_returned_body: '您的提现 #{{withdrawalId}}（{{amount}} {{currency}}）被银行退回，款项已退回您的钱包。',
  msg_withdrawal_dispute_closed_title: '提现核查完成',
  msg_withdrawal_dispute_closed_body:
    '我们已核查您的提现 #{{withdrawalId}}（{{amount}} {{currency}}）：银行显示款项已送达。',
  msg_upline_transfer_received_title: '收到转账',
  msg_upline_transfer_received_body: '{{from}} 向您的钱包转入了 {{amount}} {{currency}}。',
  msg_reward_granted_title: '新奖励',
  msg_reward_granted_body: '您获得一笔 {{amount}} {{currency}} 的新奖励：{{title}}。请到奖励中心领取。',
  err_no_upline: '您的账户没有可转账的上级',
};

export default texts;
