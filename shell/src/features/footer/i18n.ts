import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the footer feature. */
export const EN = {
  copyright: '© {{year}} {{merchant}}. All rights reserved.',
  mobile_qr: 'Mobile site',
  android_qr: 'Android app',
  ios_qr: 'iOS app',
  feedback_link: 'Feedback',
};

addBundles(NS, {
  EN,
  TY: {
    copyright: '© {{year}} {{merchant}}. Bảo lưu mọi quyền.',
    mobile_qr: 'Trang di động',
    android_qr: 'Ứng dụng Android',
    ios_qr: 'Ứng dụng iOS',
    feedback_link: 'Góp ý',
  } satisfies typeof EN,
});
