import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the verify identity feature. */
export const EN = {
  verify_identity_intro: 'Please upload your ID to complete the identity verification.',
  verify_later: 'Verify later',
};

addBundles(NS, {
  EN,
  TY: {
    verify_identity_intro: 'Vui lòng tải lên giấy tờ tùy thân để hoàn tất xác minh danh tính.',
    verify_later: 'Xác minh sau',
  } satisfies typeof EN,
});
