import type { Texts } from '../../languages';
import type { MONEY_EN } from '../../money';

/** The money texts of the `common` namespace in Korean. */
const texts: Texts<typeof MONEY_EN> = {
  err_deposit_method_unavailable: '이 입금 방식은 현재 이용할 수 없습니다',
  err_deposit_amount_range: '금액이 이 입금 방식의 한도를 벗어났습니다',
  err_deposit_not_found: '입금 내역을 찾을 수 없습니다',
  err_deposit_not_pending: '이미 처리된 입금입니다',
  err_deposit_not_reviewable: '운영자 검토 대상은 계좌 이체뿐입니다',
  err_receipt_required: '이체 영수증을 업로드해 주세요',
  err_provider_unavailable: '결제 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요',
  err_request_stale: '서명된 요청이 만료되었습니다. 다시 보내 주세요',
  err_callback_mismatch: '결제 알림이 입금 내역과 일치하지 않습니다',
  msg_deposit_credited_title: '입금 완료',
  msg_deposit_credited_body: '입금 #{{depositId}} ({{amount}} {{currency}})이 지갑에 반영되었습니다.',
  msg_deposit_failed_title: '입금 실패',
  msg_deposit_failed_body:
    '입금 #{{depositId}} ({{amount}} {{currency}})이 실패했습니다. 지갑에서 차감된 금액은 없습니다.',
  err_bank_account_limit: '등록 가능한 은행 계좌 수를 초과했습니다',
  err_bank_account_exists: '이미 등록된 은행 계좌입니다',
  err_bank_account_not_found: '은행 계좌를 찾을 수 없습니다',
  err_payee_name_mismatch: '예금주명은 가입 시 등록한 이름과 일치해야 합니다',
  err_fund_password_not_set: '먼저 자금 비밀번호를 설정해 주세요',
  err_fund_password_already_set: '자금 비밀번호가 이미 설정되어 있습니다',
  err_fund_password_wrong: '자금 비밀번호가 올바르지 않습니다',
  err_fund_password_locked: '자금 비밀번호를 여러 번 잘못 입력하여 15분간 출금이 제한됩니다',
  err_withdraw_amount_range: '금액이 출금 한도를 벗어났습니다',
  err_withdrawal_daily_limit: '오늘 허용된 출금 횟수를 모두 사용했습니다',
  err_turnover_not_met: '출금에 필요한 베팅 롤링 조건을 아직 충족하지 못했습니다',
  err_withdrawal_not_found: '출금 내역을 찾을 수 없습니다',
  err_withdrawal_not_pending: '이미 처리된 출금입니다',
  err_withdrawal_not_paid: '지금은 이 출금을 확인할 수 없습니다',
  err_withdrawal_not_disputed: '이의 제기된 출금이 아닙니다',
  err_proof_required: '증빙 이미지를 업로드해 주세요',
  msg_withdrawal_approved_title: '출금 승인',
  msg_withdrawal_approved_body:
    '출금 #{{withdrawalId}} ({{amount}} {{currency}})이 은행 계좌로 지급되었습니다. 입금을 받으시면 확인해 주세요.',
  msg_withdrawal_rejected_title: '출금 거절',
  msg_withdrawal_rejected_body: '출금 #{{withdrawalId}} ({{amount}} {{currency}})이 거절되어 지갑으로 반환되었습니다.',
  msg_withdrawal_returned_title: '출금 반환',
  msg_withdrawal_returned_body:
    '출금 #{{withdrawalId}} ({{amount}} {{currency}})이 은행에서 반송되어 지갑으로 반환되었습니다.',
  msg_withdrawal_dispute_closed_title: '출금 확인 완료',
  msg_withdrawal_dispute_closed_body:
    '출금 #{{withdrawalId}} ({{amount}} {{currency}})을 확인한 결과, 은행 기록상 정상적으로 지급되었습니다.',
  msg_upline_transfer_received_title: '이체 수신',
  msg_upline_transfer_received_body: '{{from}}님이 지갑으로 {{amount}} {{currency}}을 이체했습니다.',
  msg_reward_granted_title: '새 리워드',
  msg_reward_granted_body: '{{amount}} {{currency}}의 새 리워드가 도착했습니다: {{title}}. 리워드 센터에서 받으세요.',
  err_no_upline: '이체할 상위 에이전트가 없는 계정입니다',
};

export default texts;
