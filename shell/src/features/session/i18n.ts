import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the session feature. */
const EN = {
  logout_confirm: 'Are you sure you want to sign out?',
};

addBundles(NS, {
  EN,
  TY: {
    logout_confirm: 'Bạn có chắc muốn đăng xuất?',
  } satisfies typeof EN,
});
