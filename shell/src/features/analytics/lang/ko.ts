import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The analytics consent banner's texts in Korean. */
const texts: Texts<typeof EN> = {
  consent_message: '사이트 이용 방식을 파악하기 위해 Google 애널리틱스 쿠키를 사용하고자 합니다. 동의하십니까?',
  consent_accept: '동의',
  consent_decline: '거부',
};

export default texts;
