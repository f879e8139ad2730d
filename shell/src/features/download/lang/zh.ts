import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The download feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  download_intro: '在手机上畅玩 {{merchant}}：用相机扫描二维码或点击按钮。',
  download_IOS: 'iOS',
  download_ANDROID: 'Android',
  download_MOBILE_CONFIG: '手机网页版',
  download_IOS_hint: '适用于 iPhone 和 iPad',
  download_ANDROID_hint: '适用于 Android 手机和平板',
  download_MOBILE_CONFIG_hint: '任意手机浏览器均可使用，无需安装',
  download_IOS_action: '下载 iOS 版',
  download_ANDROID_action: '下载 Android 版',
  download_MOBILE_CONFIG_action: '打开手机网页版',
  download_qr: '二维码：{{name}}',
  download_empty: '暂无可下载的 APP',
  download_empty_hint: '本站暂无手机 APP，可直接在手机浏览器中使用。',
};

export default texts;
