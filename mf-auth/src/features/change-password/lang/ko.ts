import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The change-password texts in Korean. */
const texts: Texts<typeof EN> = {
  old_password: '기존 비밀번호',
  confirm_password: '새 비밀번호 확인',
  confirm_change: '비밀번호 변경',
};

export default texts;
