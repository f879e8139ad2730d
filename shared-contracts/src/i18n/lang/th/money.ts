import type { Texts } from '../../languages';
import type { MONEY_EN } from '../../money';

/** Deposit, withdrawal and wallet texts in Thai. */
const texts: Texts<typeof MONEY_EN> = {
  err_deposit_method_unavailable: 'ช่องทางฝากเงินนี้ไม่พร้อมใช้งาน',
  err_deposit_amount_range: 'จำนวนเงินอยู่นอกขีดจำกัดของช่องทางฝากเงินนี้',
  err_deposit_not_found: 'ไม่พบรายการฝากเงิน',
  err_deposit_not_pending: 'รายการฝากเงินนี้ดำเนินการไปแล้ว',
  err_deposit_not_reviewable: 'เฉพาะการโอนผ่านธนาคารเท่านั้นที่ผู้ให้บริการตรวจสอบ',
  err_receipt_required: 'กรุณาอัปโหลดสลิปการโอนเงิน',
  err_provider_unavailable: 'บริการชำระเงินไม่พร้อมใช้งาน กรุณาลองใหม่ภายหลัง',
  err_request_stale: 'คำขอที่ลงนามเก่าเกินไป กรุณาส่งใหม่อีกครั้ง',
  err_callback_mismatch: 'การแจ้งเตือนการชำระเงินไม่ตรงกับรายการฝากเงิน',
  msg_deposit_credited_title: 'ฝากเงินเข้าแล้ว',
  msg_deposit_credited_body: 'รายการฝากเงิน #{{depositId}} จำนวน {{amount}} {{currency}} เข้ากระเป๋าเงินของคุณแล้ว',
  msg_deposit_failed_title: 'ฝากเงินไม่สำเร็จ',
  msg_deposit_failed_body:
    'รายการฝากเงิน #{{depositId}} จำนวน {{amount}} {{currency}} ไม่สำเร็จ ไม่มีการหักเงินจากกระเป๋าเงินของคุณ',
  err_bank_account_limit: 'คุณผูกบัญชีธนาคารครบจำนวนสูงสุดแล้ว',
  err_bank_account_exists: 'บัญชีธนาคารนี้ถูกผูกไว้แล้ว',
  err_bank_account_not_found: 'ไม่พบบัญชีธนาคาร',
  err_payee_name_mismatch: 'ชื่อผู้รับเงินต้องตรงกับชื่อที่ลงทะเบียนไว้',
  err_fund_password_not_set: 'กรุณาตั้งรหัสผ่านการเงินก่อน',
  err_fund_password_already_set: 'คุณตั้งรหัสผ่านการเงินไว้แล้ว',
  err_fund_password_wrong: 'รหัสผ่านการเงินไม่ถูกต้อง',
  err_fund_password_locked: 'ใส่รหัสผ่านการเงินผิดหลายครั้งเกินไป การถอนเงินถูกล็อก 15 นาที',
  err_withdraw_amount_range: 'จำนวนเงินอยู่นอกขีดจำกัดการถอนเงิน',
  err_withdrawal_daily_limit: 'คุณถอนเงินครบจำนวนครั้งที่อนุญาตของวันนี้แล้ว',
  err_turnover_not_met: 'ยอดเทิร์นโอเวอร์ที่ต้องทำก่อนถอนเงินยังไม่ครบ',
  err_withdrawal_not_found: 'ไม่พบรายการถอนเงิน',
  err_withdrawal_not_pending: 'รายการถอนเงินนี้ดำเนินการไปแล้ว',
  err_withdrawal_not_paid: 'ยังไม่สามารถยืนยันรายการถอนเงินนี้ได้ในขณะนี้',
  err_withdrawal_not_disputed: 'รายการถอนเงินนี้ไม่ได้อยู่ระหว่างการโต้แย้ง',
  err_proof_required: 'กรุณาอัปโหลดรูปหลักฐาน',
  msg_withdrawal_approved_title: 'อนุมัติการถอนเงินแล้ว',
  msg_withdrawal_approved_body:
    'รายการถอนเงิน #{{withdrawalId}} จำนวน {{amount}} {{currency}} ได้โอนเข้าบัญชีธนาคารของคุณแล้ว กรุณายืนยันเมื่อได้รับเงิน',
  msg_withdrawal_rejected_title: 'การถอนเงินถูกปฏิเสธ',
  msg_withdrawal_rejected_body:
    'รายการถอนเงิน #{{withdrawalId}} จำนวน {{amount}} {{currency}} ถูกปฏิเสธ และคืนเงินเข้ากระเป๋าเงินของคุณแล้ว',
  msg_withdrawal_returned_title: 'เงินถอนถูกตีกลับ',
  msg_withdrawal_returned_body:
    'รายการถอนเงิน #{{withdrawalId}} จำนวน {{amount}} {{currency}} ถูกธนาคารตีกลับ และคืนเข้ากระเป๋าเงินของคุณแล้ว',
  msg_withdrawal_dispute_closed_title: 'ตรวจสอบการถอนเงินเสร็จสิ้น',
  msg_withdrawal_dispute_closed_body:
    'เราได้ตรวจสอบรายการถอนเงิน #{{withdrawalId}} จำนวน {{amount}} {{currency}} แล้ว: ธนาคารแสดงว่าโอนถึงปลายทางแล้ว',
  msg_upline_transfer_received_title: 'ได้รับเงินโอน',
  msg_upline_transfer_received_body: '{{from}} โอน {{amount}} {{currency}} เข้ากระเป๋าเงินของคุณ',
  msg_reward_granted_title: 'รางวัลใหม่',
  msg_reward_granted_body: 'คุณได้รับรางวัลใหม่ {{amount}} {{currency}}: {{title}} รับรางวัลได้ที่ศูนย์รางวัล',
  err_no_upline: 'บัญชีของคุณไม่มีอัปไลน์ให้โอนเงิน',
};

export default texts;
