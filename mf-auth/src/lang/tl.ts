import type { Bundle } from 'shared-contracts';
import config from '../config/lang/tl';
import components from '../components/lang/tl';
import changePassword from '../features/change-password/lang/tl';
import disclaimer from '../features/disclaimer/lang/tl';
import forgotPassword from '../features/forgot-password/lang/tl';
import freePlay from '../features/free-play/lang/tl';
import ipVerification from '../features/ip-verification/lang/tl';
import login from '../features/login/lang/tl';
import register from '../features/register/lang/tl';
import securityQuestion from '../features/security-question/lang/tl';
import socialLogin from '../features/social-login/lang/tl';
import verifyIdentity from '../features/verify-identity/lang/tl';
import welcome from '../features/welcome/lang/tl';

/** mf-auth's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them): every dictionary of src/ merged. */
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
