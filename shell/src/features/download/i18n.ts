import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the app download page. */
export const EN = {
  download_intro: 'Play {{merchant}} on your phone: scan a code with the camera or tap the button.',
  download_IOS: 'iOS',
  download_ANDROID: 'Android',
  download_MOBILE_CONFIG: 'Mobile site',
  download_IOS_hint: 'For iPhone and iPad',
  download_ANDROID_hint: 'For Android phones and tablets',
  download_MOBILE_CONFIG_hint: 'In any phone browser, nothing to install',
  download_IOS_action: 'Download for iOS',
  download_ANDROID_action: 'Download for Android',
  download_MOBILE_CONFIG_action: 'Open the mobile site',
  download_qr: 'QR code: {{name}}',
  download_empty: 'No app to download yet',
  download_empty_hint: 'This site has no mobile app yet; it works in your phone’s browser.',
};

addBundles(NS, {
  EN,
  TY: {
    download_intro: 'Chơi {{merchant}} trên điện thoại: quét mã bằng camera hoặc nhấn nút.',
    download_IOS: 'iOS',
    download_ANDROID: 'Android',
    download_MOBILE_CONFIG: 'Trang di động',
    download_IOS_hint: 'Cho iPhone và iPad',
    download_ANDROID_hint: 'Cho điện thoại và máy tính bảng Android',
    download_MOBILE_CONFIG_hint: 'Trên mọi trình duyệt điện thoại, không cần cài đặt',
    download_IOS_action: 'Tải cho iOS',
    download_ANDROID_action: 'Tải cho Android',
    download_MOBILE_CONFIG_action: 'Mở trang di động',
    download_qr: 'Mã QR: {{name}}',
    download_empty: 'Chưa có ứng dụng để tải',
    download_empty_hint: 'Trang này chưa có ứng dụng di động; hãy dùng trình duyệt trên điện thoại.',
  } satisfies typeof EN,
});
