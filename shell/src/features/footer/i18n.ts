import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the footer feature. */
const EN = {
  copyright: '© {{year}} {{merchant}}. All rights reserved.',
  download_app: 'Download the app',
  mobile_qr: 'Mobile site',
  android_qr: 'Android app',
  feedback_link: 'Feedback',
};

addBundles(NS, {
  EN,
  TY: {
    copyright: '© {{year}} {{merchant}}. Bảo lưu mọi quyền.',
    download_app: 'Tải ứng dụng',
    mobile_qr: 'Trang di động',
    android_qr: 'Ứng dụng Android',
    feedback_link: 'Góp ý',
  } satisfies typeof EN,
});
