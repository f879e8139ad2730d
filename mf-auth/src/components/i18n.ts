import { addBundles } from 'shared-contracts';
import { NS } from '../config/i18n';

/** Strings of the components the app's features share. */
export const EN = {
  captcha_refresh: 'Click to refresh the code',
  dial_code: 'Country code',
  dial_code_search: 'Search country',
  dial_code_failed: 'The country list could not be loaded',
  mobile: 'Mobile number',
  sms_code: 'Verification code',
  send_code: 'Send code',
  resend_in: 'Resend in {{seconds}} s',
  v_mobile_required: 'Please enter a valid mobile number',
  id_photos: 'ID photos',
  id_photos_hint: 'JPEG or PNG, at most 5 MB each. The back side is optional.',
  upload_idCardFront: 'Front of your ID',
  upload_idCardBack: 'Back of your ID',
  upload_idCardSelfie: 'Selfie with the front side',
  upload_submit: 'Upload',
  upload_none: 'No photo chosen',
};

addBundles(NS, {
  EN,
  TY: {
    captcha_refresh: 'Nhấn để đổi mã',
    dial_code: 'Mã quốc gia',
    dial_code_search: 'Tìm quốc gia',
    dial_code_failed: 'Không tải được danh sách quốc gia',
    mobile: 'Số di động',
    sms_code: 'Mã xác minh',
    send_code: 'Gửi mã',
    resend_in: 'Gửi lại sau {{seconds}} giây',
    v_mobile_required: 'Vui lòng nhập số di động hợp lệ',
    id_photos: 'Ảnh giấy tờ',
    id_photos_hint: 'JPEG hoặc PNG, tối đa 5 MB mỗi ảnh. Mặt sau không bắt buộc.',
    upload_idCardFront: 'Mặt trước giấy tờ',
    upload_idCardBack: 'Mặt sau giấy tờ',
    upload_idCardSelfie: 'Ảnh tự chụp cùng mặt trước',
    upload_submit: 'Tải lên',
    upload_none: 'Chưa chọn ảnh',
  } satisfies typeof EN,
});
