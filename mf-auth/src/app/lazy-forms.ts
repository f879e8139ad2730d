import { lazy, type ComponentType } from 'react';
import type { AuthModal } from 'shared-contracts';

// The modal host loads a form's code when that modal first opens (docs/federation.md): opening the login modal
// does not fetch the register form's (formik, yup, the ID upload), and the other way round.

/** A React.lazy component whose chunk can be requested ahead of its first render. */
function lazyForm<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props are M[K]'s, restored by the cast below
  const Component = lazy(() => load().then((m) => ({ default: m[name] as ComponentType<any> })));
  return Object.assign(Component, { preload: () => void load() }) as unknown as M[K] & { preload: () => void };
}

/** The login modal's content (username / SMS tabs, free play, social buttons). */
export const LoginPanel = lazyForm(() => import('./login-panel'), 'LoginPanel');
export const RegisterForm = lazyForm(() => import('../features/register/components/register-form'), 'RegisterForm');
export const ForgotPasswordForm = lazyForm(
  () => import('../features/forgot-password/components/forgot-password-form'),
  'ForgotPasswordForm',
);
export const ChangePasswordForm = lazyForm(
  () => import('../features/change-password/components/change-password-form'),
  'ChangePasswordForm',
);
export const SecurityQuestionForm = lazyForm(
  () => import('../features/security-question/components/security-question-form'),
  'SecurityQuestionForm',
);
export const VerifyIdentityForm = lazyForm(
  () => import('../features/verify-identity/components/verify-identity-form'),
  'VerifyIdentityForm',
);
export const WelcomePanel = lazyForm(() => import('../features/welcome/components/welcome-panel'), 'WelcomePanel');
export const Disclaimer = lazyForm(() => import('../features/disclaimer/components/disclaimer'), 'Disclaimer');

/** Each modal's form, and whether it shows tabs (their Radix part is then fetched alongside). */
export const MODAL_FORMS: Record<AuthModal, { preload: () => void; tabs: boolean }> = {
  login: { preload: LoginPanel.preload, tabs: true },
  register: { preload: RegisterForm.preload, tabs: true },
  forgetPass: { preload: ForgotPasswordForm.preload, tabs: true },
  changePass: { preload: ChangePasswordForm.preload, tabs: false },
  securityQuestions: { preload: SecurityQuestionForm.preload, tabs: false },
  verifyIdentity: { preload: VerifyIdentityForm.preload, tabs: false },
  disclaimer: { preload: Disclaimer.preload, tabs: false },
  welcome: { preload: WelcomePanel.preload, tabs: false },
};
