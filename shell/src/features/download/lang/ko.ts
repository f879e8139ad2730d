import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The download texts in Korean. */
const texts: Texts<typeof EN> = {
  download_intro: '휴대폰에서 {{merchant}}을(를) 즐기세요: 카메라로 코드를 스캔하거나 버튼을 누르세요.',
  download_IOS: 'iOS',
  download_ANDROID: 'Android',
  download_MOBILE_CONFIG: '모바일 사이트',
  download_IOS_hint: 'iPhone 및 iPad용',
  download_ANDROID_hint: 'Android 휴대폰 및 태블릿용',
  download_MOBILE_CONFIG_hint: '모든 휴대폰 브라우저에서 설치 없이 이용',
  download_IOS_action: 'iOS용 다운로드',
  download_ANDROID_action: 'Android용 다운로드',
  download_MOBILE_CONFIG_action: '모바일 사이트 열기',
  download_qr: 'QR 코드: {{name}}',
  download_empty: '아직 다운로드할 앱이 없습니다',
  download_empty_hint: '이 사이트는 아직 모바일 앱이 없으며, 휴대폰 브라우저에서 이용할 수 있습니다.',
};

export default texts;
