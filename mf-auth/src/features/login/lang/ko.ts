import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The login texts in Korean. */
const texts: Texts<typeof EN> = {
  no_account: '아직 계정이 없으신가요?',
  forgot_link: '비밀번호를 잊으셨나요?',
  disclaimer_read: '면책 조항 읽기',
};

export default texts;
