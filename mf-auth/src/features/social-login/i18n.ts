import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the social login feature. */
export const EN = {
  social_or: 'or',
  social_google: 'Sign in with Google',
  social_facebook: 'Sign in with Facebook',
};

addBundles(NS, {
  EN,
  TY: {
    social_or: 'hoặc',
    social_google: 'Đăng nhập bằng Google',
    social_facebook: 'Đăng nhập bằng Facebook',
  } satisfies typeof EN,
});
