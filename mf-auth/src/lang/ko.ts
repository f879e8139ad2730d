import type { Bundle } from 'shared-contracts';
import config from '../config/lang/ko';
import components from '../components/lang/ko';
import changePassword from '../features/change-password/lang/ko';
import disclaimer from '../features/disclaimer/lang/ko';
import forgotPassword from '../features/forgot-password/lang/ko';
import freePlay from '../features/free-play/lang/ko';
import ipVerification from '../features/ip-verification/lang/ko';
import login from '../features/login/lang/ko';
import register from '../features/register/lang/ko';
import securityQuestion from '../features/security-question/lang/ko';
import socialLogin from '../features/social-login/lang/ko';
import verifyIdentity from '../features/verify-identity/lang/ko';
import welcome from '../features/welcome/lang/ko';

/** mf-auth's texts in Korean: every dictionary of src/ merged. */
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
