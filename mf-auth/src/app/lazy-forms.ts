import { lazy } from 'react';

// The modal host loads a form's code when that modal first opens (docs/federation.md): opening the login modal
// does not fetch the register form's (formik, yup, the ID upload), and the other way round.

/** The login modal's content (username / SMS tabs, free play, social buttons). */
export const LoginPanel = lazy(() => import('./login-panel').then((m) => ({ default: m.LoginPanel })));
export const RegisterForm = lazy(() =>
  import('../features/register/components/register-form').then((m) => ({ default: m.RegisterForm })),
);
export const ForgotPasswordForm = lazy(() =>
  import('../features/forgot-password/components/forgot-password-form').then((m) => ({
    default: m.ForgotPasswordForm,
  })),
);
export const ChangePasswordForm = lazy(() =>
  import('../features/change-password/components/change-password-form').then((m) => ({
    default: m.ChangePasswordForm,
  })),
);
export const SecurityQuestionForm = lazy(() =>
  import('../features/security-question/components/security-question-form').then((m) => ({
    default: m.SecurityQuestionForm,
  })),
);
export const VerifyIdentityForm = lazy(() =>
  import('../features/verify-identity/components/verify-identity-form').then((m) => ({
    default: m.VerifyIdentityForm,
  })),
);
export const Disclaimer = lazy(() =>
  import('../features/disclaimer/components/disclaimer').then((m) => ({ default: m.Disclaimer })),
);
