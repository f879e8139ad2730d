import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The components texts in Korean. */
const texts: Texts<typeof EN> = {
  captcha_refresh: '클릭하여 코드 새로고침',
  dial_code: '국가 번호',
  dial_code_search: '국가 검색',
  dial_code_failed: '국가 목록을 불러올 수 없습니다',
  mobile: '휴대폰 번호',
  sms_code: '인증 코드',
  send_code: '코드 받기',
  resend_in: '{{seconds}}초 후 재전송',
  v_mobile_required: '올바른 휴대폰 번호를 입력해 주세요',
  id_photos: '신분증 사진',
  id_photos_hint: 'JPEG 또는 PNG, 각 최대 5 MB. 뒷면은 선택 사항입니다.',
  upload_idCardFront: '신분증 앞면',
  upload_idCardBack: '신분증 뒷면',
  upload_idCardSelfie: '신분증 앞면과 함께 찍은 셀카',
  upload_submit: '업로드',
  upload_none: '선택한 사진 없음',
};

export default texts;
