import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The profile texts in Korean. */
const texts: Texts<typeof EN> = {
  prof_avatar: '아바타',
  prof_avatar_hint: '이니셜에 사용할 색상을 선택하세요.',
  prof_avatar_default: '기본 아바타',
  prof_avatar_n: '아바타 색상 {{n}}',
  prof_avatar_saved: '아바타가 변경되었습니다',
  prof_avatar_failed: '아바타를 불러올 수 없습니다.',
  prof_info: '개인 정보',
  prof_nickname: '닉네임',
  prof_nickname_long: '최대 {{max}}자',
  prof_email: '이메일',
  prof_email_none: '등록된 이메일 없음',
  prof_birthday: '생년월일',
  prof_birthday_once: '아직 설정되지 않음: 한 번만 설정할 수 있습니다.',
  prof_saved: '프로필이 저장되었습니다',
  prof_unchanged: '저장할 내용이 없습니다. 먼저 항목을 변경해 주세요',
  prof_mobile: '휴대폰 번호',
  prof_mobile_current: '현재 번호',
  prof_mobile_none: '등록된 휴대폰 번호 없음',
  prof_mobile_new: '새 휴대폰 번호',
  prof_dial_code: '국가 번호',
  prof_dial_code_search: '국가 검색',
  prof_dial_code_failed: '국가 목록을 불러올 수 없습니다',
  prof_code: '인증 코드',
  prof_send_code: '코드 받기',
  prof_resend_in: '{{seconds}}초 후 재전송',
  prof_mobile_submit: '휴대폰 번호 변경',
  prof_mobile_saved: '휴대폰 번호가 변경되었습니다',
  prof_failed: '프로필을 불러올 수 없습니다.',
};

export default texts;
