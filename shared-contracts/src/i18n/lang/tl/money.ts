import type { MONEY_EN } from '../../money';
import type { Texts } from '../../languages';

/** The texts of shared-contracts' money.ts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof MONEY_EN> = {
  err_deposit_method_unavailable: 'Hindi available ang paraan ng deposit na ito',
  err_deposit_amount_range: 'Lampas sa limit ng paraan ng deposit na ito ang halaga',
  err_deposit_not_found: 'Hindi nahanap ang deposit',
  err_deposit_not_pending: 'Naproseso na ang deposit na ito',
  err_deposit_not_reviewable: 'Mga bank transfer lang ang sinusuri ng operator',
  err_receipt_required: 'I-upload ang resibo ng transfer',
  err_provider_unavailable: 'Hindi available ang payment service, subukang muli mamaya',
  err_request_stale: 'Masyado nang luma ang signed request, ipadala itong muli',
  err_callback_mismatch: 'Hindi tugma ang payment notification sa deposit',
  msg_deposit_credited_title: 'Na-credit na ang deposit',
  msg_deposit_credited_body: 'Na-credit na sa iyong wallet ang deposit mo #{{depositId}} na {{amount}} {{currency}}.',
  msg_deposit_failed_title: 'Nabigo ang deposit',
  msg_deposit_failed_body:
    'Nabigo ang deposit mo #{{depositId}} na {{amount}} {{currency}}. Walang nabawas sa iyong wallet.',
  err_bank_account_limit: 'Naabot mo na ang pinakamaraming bank account na puwedeng i-bind',
  err_bank_account_exists: 'Naka-bind na ang bank account na ito',
  err_bank_account_not_found: 'Hindi nahanap ang bank account',
  err_payee_name_mismatch: 'Dapat tugma ang pangalan ng payee sa iyong nakarehistrong pangalan',
  err_fund_password_not_set: 'Mag-set muna ng fund password',
  err_fund_password_already_set: 'Naka-set na ang iyong fund password',
  err_fund_password_wrong: 'Mali ang fund password',
  err_fund_password_locked: 'Sobrang daming maling fund password, naka-lock ang withdrawal nang 15 minuto',
  err_withdraw_amount_range: 'Lampas sa withdrawal limit ang halaga',
  err_withdrawal_daily_limit: 'Naabot mo na ang bilang ng withdrawal na pinapayagan ngayong araw',
  err_turnover_not_met: 'Hindi pa naaabot ang betting turnover na kailangan para sa withdrawal',
  err_withdrawal_not_found: 'Hindi nahanap ang withdrawal',
  err_withdrawal_not_pending: 'Naproseso na ang withdrawal na ito',
  err_withdrawal_not_paid: 'Hindi pa makukumpirma ang withdrawal na ito ngayon',
  err_withdrawal_not_disputed: 'Walang dispute ang withdrawal na ito',
  err_proof_required: 'Mag-upload ng larawan bilang patunay',
  msg_withdrawal_approved_title: 'Naaprubahan ang withdrawal',
  msg_withdrawal_approved_body:
    'Naipadala na sa iyong bank account ang withdrawal mo #{{withdrawalId}} na {{amount}} {{currency}}. Pakikumpirma kapag natanggap mo na.',
  msg_withdrawal_rejected_title: 'Tinanggihan ang withdrawal',
  msg_withdrawal_rejected_body:
    'Tinanggihan ang withdrawal mo #{{withdrawalId}} na {{amount}} {{currency}} at ibinalik ito sa iyong wallet.',
  msg_withdrawal_returned_title: 'Ibinalik ang withdrawal',
  msg_withdrawal_returned_body:
    'Bumalik mula sa bangko ang withdrawal mo #{{withdrawalId}} na {{amount}} {{currency}} at ibinalik ito sa iyong wallet.',
  msg_withdrawal_dispute_closed_title: 'Tapos na ang pagsusuri ng withdrawal',
  msg_withdrawal_dispute_closed_body:
    'Sinuri namin ang withdrawal mo #{{withdrawalId}} na {{amount}} {{currency}}: ayon sa bangko, naipadala na ito.',
  msg_upline_transfer_received_title: 'Natanggap ang transfer',
  msg_upline_transfer_received_body: 'Nag-transfer si {{from}} ng {{amount}} {{currency}} sa iyong wallet.',
  msg_reward_granted_title: 'Bagong reward',
  msg_reward_granted_body: 'May bago kang reward na {{amount}} {{currency}}: {{title}}. I-claim ito sa reward center.',
  err_no_upline: 'Walang upline ang iyong account na mapagpapadalhan ng transfer',
};

export default texts;
