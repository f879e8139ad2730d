import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The download feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  download_intro: 'スマートフォンで{{merchant}}をプレイ：カメラでコードを読み取るか、ボタンをタップしてください。',
  download_IOS: 'iOS',
  download_ANDROID: 'Android',
  download_MOBILE_CONFIG: 'モバイルサイト',
  download_IOS_hint: 'iPhone・iPad向け',
  download_ANDROID_hint: 'Androidスマートフォン・タブレット向け',
  download_MOBILE_CONFIG_hint: 'スマートフォンのブラウザで利用可能、インストール不要',
  download_IOS_action: 'iOS版をダウンロード',
  download_ANDROID_action: 'Android版をダウンロード',
  download_MOBILE_CONFIG_action: 'モバイルサイトを開く',
  download_qr: 'QRコード：{{name}}',
  download_empty: 'ダウンロードできるアプリはまだありません',
  download_empty_hint: 'このサイトにはまだモバイルアプリがありませんが、スマートフォンのブラウザでご利用いただけます。',
};

export default texts;
