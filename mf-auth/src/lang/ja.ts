import type { Bundle } from 'shared-contracts';
import config from '../config/lang/ja';
import components from '../components/lang/ja';
import changePassword from '../features/change-password/lang/ja';
import disclaimer from '../features/disclaimer/lang/ja';
import forgotPassword from '../features/forgot-password/lang/ja';
import freePlay from '../features/free-play/lang/ja';
import ipVerification from '../features/ip-verification/lang/ja';
import login from '../features/login/lang/ja';
import register from '../features/register/lang/ja';
import securityQuestion from '../features/security-question/lang/ja';
import socialLogin from '../features/social-login/lang/ja';
import verifyIdentity from '../features/verify-identity/lang/ja';
import welcome from '../features/welcome/lang/ja';

/** mf-auth's texts in Japanese: every dictionary of src/ (config/, components/, features/) merged. */
const texts: Bundle = {
  ...config,
  ...components,
  ...changePassword,
  ...disclaimer,
  ...forgotPassword,
  ...freePlay,
  ...ipVerification,
  ...login,
  ...register,
  ...securityQuestion,
  ...socialLogin,
  ...verifyIdentity,
  ...welcome,
};

export default texts;
