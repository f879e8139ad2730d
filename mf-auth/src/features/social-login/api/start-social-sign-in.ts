import { socialApi, type SocialProvider } from 'shared-contracts';

/**
 * Leaves for the provider through the API's authorize redirect (a full-page navigation). The API
 * brings the browser back to this page with a hand-over code of the new session (`#handover=`, which
 * the shell exchanges and completes) or with `?loginError=CODE` (which the shell shows as a prompt).
 */
export function startSocialSignIn(provider: SocialProvider, loc: Location = window.location): void {
  loc.assign(socialApi.authorizeUrl(provider, loc.pathname + loc.search));
}
