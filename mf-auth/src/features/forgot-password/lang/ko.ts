import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The forgot-password texts in Korean. */
const texts: Texts<typeof EN> = {
  forgot_tab_email: '이메일로',
  forgot_tab_mobile: '휴대폰으로',
  in_been_out: '임시 비밀번호가 이메일로 전송되었습니다. 임시 비밀번호로 로그인한 후 새 비밀번호를 설정해 주세요.',
  forgot_tabs: '비밀번호 재설정',
};

export default texts;
