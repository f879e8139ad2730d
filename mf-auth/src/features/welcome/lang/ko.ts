import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The welcome texts in Korean. */
const texts: Texts<typeof EN> = {
  welcome_text:
    '계정이 준비되었습니다. 지금 계정을 보호하세요: 보안 질문과 자금 비밀번호가 회원님의 자금을 안전하게 지켜 줍니다.',
  welcome_question: '보안 질문 설정',
  welcome_fund_password: '자금 비밀번호 설정',
  welcome_later: '나중에',
};

export default texts;
