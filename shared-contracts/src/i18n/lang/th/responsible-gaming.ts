import type { Texts } from '../../languages';
import type { RG_EN } from '../../responsible-gaming';

/** Responsible-gaming errors in Thai. */
const texts: Texts<typeof RG_EN> = {
  err_deposit_limit_exceeded: 'การฝากเงินนี้จะเกินวงเงินฝากของคุณ: คุณฝากเพิ่มได้อีกไม่เกิน {{remaining}} จนถึง {{resetsAt}}',
  err_self_excluded: 'คุณได้ระงับบัญชีตนเองไว้จนถึง {{until}} การเข้าสู่ระบบ การฝากเงิน และการเดิมพันจะถูกระงับจนถึงวันนั้น',
  err_password_incorrect: 'รหัสผ่านไม่ถูกต้อง',
  err_exclusion_until: 'กรุณาเลือกวันหลังจากวันนี้ และไม่เกิน 5 ปีข้างหน้า',
};

export default texts;
