import type { Texts } from '../../languages';
import type { MONEY_EN } from '../../money';

/** The texts of money.ts in Japanese (namespace `common`). */
const texts: Texts<typeof MONEY_EN> = {
  err_deposit_method_unavailable: 'この入金方法はご利用いただけません',
  err_deposit_amount_range: '金額がこの入金方法の限度額の範囲外です',
  err_deposit_not_found: '入金が見つかりません',
  err_deposit_not_pending: 'この入金は既に処理されています',
  err_deposit_not_reviewable: 'オペレーターが審査するのは銀行振込のみです',
  err_receipt_required: '振込明細をアップロードしてください',
  err_provider_unavailable: '決済サービスをご利用いただけません。しばらくしてから再度お試しください',
  err_request_stale: '署名付きリクエストの有効期限が切れています。もう一度送信してください',
  err_callback_mismatch: '決済通知が入金内容と一致しません',
  msg_deposit_credited_title: '入金が反映されました',
  msg_deposit_credited_body: '入金 #{{depositId}}（{{amount}} {{currency}}）がウォレットに反映されました。',
  msg_deposit_failed_title: '入金に失敗しました',
  msg_deposit_failed_body:
    '入金 #{{depositId}}（{{amount}} {{currency}}）は失敗しました。ウォレットからの引き落としはありません。',
  err_bank_account_limit: '登録できる銀行口座の上限に達しています',
  err_bank_account_exists: 'この銀行口座は既に登録されています',
  err_bank_account_not_found: '銀行口座が見つかりません',
  err_payee_name_mismatch: '受取人名は登録名義と一致している必要があります',
  err_fund_password_not_set: '先に資金パスワードを設定してください',
  err_fund_password_already_set: '資金パスワードは既に設定されています',
  err_fund_password_wrong: '資金パスワードが正しくありません',
  err_fund_password_locked: '資金パスワードの誤入力が多すぎるため、出金が15分間ロックされました',
  err_withdraw_amount_range: '金額が出金限度額の範囲外です',
  err_withdrawal_daily_limit: '本日の出金回数の上限に達しました',
  err_turnover_not_met: '出金に必要なターンオーバーをまだ達成していません',
  err_withdrawal_not_found: '出金が見つかりません',
  err_withdrawal_not_pending: 'この出金は既に処理されています',
  err_withdrawal_not_paid: 'この出金は現在確認できません',
  err_withdrawal_not_disputed: 'この出金は異議申し立て中ではありません',
  err_proof_required: '証明画像をアップロードしてください',
  msg_withdrawal_approved_title: '出金が承認されました',
  msg_withdrawal_approved_body:
    '出金 #{{withdrawalId}}（{{amount}} {{currency}}）を銀行口座へお支払いしました。着金しましたらご確認ください。',
  msg_withdrawal_rejected_title: '出金が却下されました',
  msg_withdrawal_rejected_body:
    '出金 #{{withdrawalId}}（{{amount}} {{currency}}）は却下され、ウォレットに返金されました。',
  msg_withdrawal_returned_title: '出金が返金されました',
  msg_withdrawal_returned_body:
    '出金 #{{withdrawalId}}（{{amount}} {{currency}}）は銀行から返却され、ウォレットに返金されました。',
  msg_withdrawal_dispute_closed_title: '出金の確認が完了しました',
  msg_withdrawal_dispute_closed_body:
    '出金 #{{withdrawalId}}（{{amount}} {{currency}}）を確認しました。銀行の記録では着金済みです。',
  msg_upline_transfer_received_title: '振替を受け取りました',
  msg_upline_transfer_received_body: '{{from}}さんからウォレットに{{amount}} {{currency}}が振り替えられました。',
  msg_reward_granted_title: '新しい特典',
  msg_reward_granted_body:
    '{{amount}} {{currency}}の新しい特典があります：{{title}}。特典センターで受け取ってください。',
  err_no_upline: 'お客様のアカウントには振替先のアップラインがいません',
};

export default texts;
