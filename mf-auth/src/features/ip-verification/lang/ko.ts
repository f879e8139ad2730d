import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The ip-verification texts in Korean. */
const texts: Texts<typeof EN> = {
  ip_intro: '새로운 위치에서 로그인하고 있습니다. 본인임을 확인해 주세요.',
  ip_method_MOBILE: '휴대폰',
  ip_method_EMAIL: '이메일',
  ip_method_PAYEE_NAME: '예금주명',
  ip_tabs: '확인 방법',
  ip_hint_MOBILE: '{{hint}}(으)로 코드를 보내 드립니다',
  ip_hint_EMAIL: '{{hint}}(으)로 코드를 보내 드립니다',
  ip_hint_PAYEE_NAME: '은행 계좌의 예금주명을 입력해 주세요',
  ip_payee_name: '예금주명',
  ip_method_AUTHENTICATOR: '인증 앱',
  ip_hint_AUTHENTICATOR: '인증 앱에 표시된 코드 또는 복구 코드 중 하나를 입력해 주세요',
  ip_authenticator_code: '인증 코드 또는 복구 코드',
};

export default texts;
