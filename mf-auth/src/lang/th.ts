import type { Bundle } from 'shared-contracts';
import config from '../config/lang/th';
import components from '../components/lang/th';
import changePassword from '../features/change-password/lang/th';
import disclaimer from '../features/disclaimer/lang/th';
import forgotPassword from '../features/forgot-password/lang/th';
import freePlay from '../features/free-play/lang/th';
import ipVerification from '../features/ip-verification/lang/th';
import login from '../features/login/lang/th';
import register from '../features/register/lang/th';
import securityQuestion from '../features/security-question/lang/th';
import socialLogin from '../features/social-login/lang/th';
import verifyIdentity from '../features/verify-identity/lang/th';
import welcome from '../features/welcome/lang/th';

/** mf-auth's texts in Thai: every dictionary of src/ (config/, components/, features/) merged. */
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
