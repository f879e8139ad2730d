export * as socialApi from './api';
export type { SocialLoginErrorCode, SocialProvider } from './api';
