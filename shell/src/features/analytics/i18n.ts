import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the analytics consent banner. */
export const EN = {
  consent_message: 'We would like to use Google Analytics cookies to understand how the site is used. Do you agree?',
  consent_accept: 'Accept',
  consent_decline: 'Decline',
};

addBundles(NS, {
  EN,
  TY: {
    consent_message:
      'Chúng tôi muốn dùng cookie Google Analytics để hiểu cách trang web được sử dụng. Bạn có đồng ý không?',
    consent_accept: 'Đồng ý',
    consent_decline: 'Từ chối',
  } satisfies typeof EN,
});
