import type { Bundle } from 'shared-contracts';
import config from '../config/lang/zh';
import components from '../components/lang/zh';
import changePassword from '../features/change-password/lang/zh';
import disclaimer from '../features/disclaimer/lang/zh';
import forgotPassword from '../features/forgot-password/lang/zh';
import freePlay from '../features/free-play/lang/zh';
import ipVerification from '../features/ip-verification/lang/zh';
import login from '../features/login/lang/zh';
import register from '../features/register/lang/zh';
import securityQuestion from '../features/security-question/lang/zh';
import socialLogin from '../features/social-login/lang/zh';
import verifyIdentity from '../features/verify-identity/lang/zh';
import welcome from '../features/welcome/lang/zh';

/** mf-auth's texts in Simplified Chinese (mainland usage): every dictionary of src/ merged. */
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
