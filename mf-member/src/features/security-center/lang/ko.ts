import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The security-center texts in Korean. */
const texts: Texts<typeof EN> = {
  change_password: '비밀번호 변경',
  id_verification: '본인 인증',
  id_status_N: '아직 인증되지 않음',
  id_status_P: '서류 접수 완료, 검토 중',
  id_status_A: '인증 완료',
  id_status_R: '거절됨: 신분증을 다시 업로드해 주세요',
  id_verify_now: '지금 인증하기',
  security_question: '보안 질문',
  security_question_none: '설정된 보안 질문이 없습니다.',
  security_question_set: '내 질문: {{question}}',
  security_question_choose: '질문',
  security_question_saved: '보안 질문이 저장되었습니다. 로그인할 때마다 질문합니다.',
  security_answer: '답변',
  current_password: '현재 비밀번호',
  security_failed: '보안 설정을 불러올 수 없습니다.',
  questions_failed: '보안 질문을 불러올 수 없습니다.',
  totp_title: '2단계 인증',
  totp_intro:
    '인증 앱(Google Authenticator, Microsoft Authenticator 등)을 사용해 새로운 위치에서의 로그인을 확인하세요.',
  totp_off: '꺼짐.',
  totp_on: '켜짐. 남은 복구 코드: {{count}}개',
  totp_set_up: '켜기',
  totp_scan: '인증 앱으로 QR 코드를 스캔하거나 아래 키를 입력하세요. 그런 다음 앱에 표시된 6자리 코드를 입력하세요.',
  totp_qr: '인증 앱용 QR 코드',
  totp_secret: '키',
  totp_copy: '복사',
  totp_secret_copy: '키 복사',
  totp_secret_copied: '키가 복사되었습니다',
  totp_copy_failed: '복사할 수 없습니다. 텍스트를 선택해 복사해 주세요',
  totp_code: '앱에 표시된 코드',
  totp_code_required: '코드를 입력해 주세요',
  totp_turn_on: '확인 후 켜기',
  totp_cancel: '취소',
  totp_on_now: '2단계 인증이 켜졌습니다.',
  totp_codes_title: '복구 코드',
  totp_codes_intro:
    '이 복구 코드를 안전한 곳에 보관하세요. 휴대폰을 분실한 경우 앱 코드 대신 각 코드를 한 번씩 사용할 수 있습니다. 코드는 지금만 표시됩니다.',
  totp_codes_copy: '코드 복사',
  totp_codes_copied: '복구 코드가 복사되었습니다',
  totp_codes_download: '다운로드',
  totp_codes_saved: '저장했습니다',
  totp_code_or_recovery: '앱 코드 또는 복구 코드',
  totp_turn_off: '끄기',
  totp_off_now: '2단계 인증이 꺼졌습니다',
  totp_failed: '2단계 인증 정보를 불러올 수 없습니다.',
};

export default texts;
