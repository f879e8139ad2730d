import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The config texts in Korean. */
const texts: Texts<typeof EN> = {
  login: '로그인',
  sign_up: '회원가입',
  deposit: '입금',
  customer_service: '고객센터',
  sign_out: '로그아웃',
  promotions: '프로모션',
  help_center: '도움말 센터',
  terms: '이용약관',
  privacy: '개인정보 처리방침',
  account: '계정',
  skip_to_content: '본문으로 건너뛰기',
  download_app: '앱 다운로드',
};

export default texts;
