// The authenticated side of bench:api (api.mjs): what a logged-in player's pages read, as the shell and mf-member
// call them (shared-contracts endpoints with `auth: true`; shell/src/features/header/api, mf-member/src/features/*/api),
// sent with the session token of demo_player logged in once the way the login page does it (tools/chaos/flows.mjs).
import { createClient } from '../../tools/chaos/client.mjs';
import { loginPlayer } from '../../tools/chaos/flows.mjs';

/** [name, path, share of the bare route's req/s each must reach]: first pages at the pages' own sizes. */
export const AUTH_ENDPOINTS = [
  ['header', '/wps/member/header', 0.4],
  ['balance', '/wps/v2/wallets/balance', 0.4],
  ['badges', '/wps/member/badges', 0.4],
  ['unread count', '/wps/relay/CSP_unreadCount', 0.4],
  ['betting record', '/wps/records/bets?pageNo=1&pageSize=20', 0.4],
  ['account record', '/wps/records/transactions?pageNo=1&pageSize=20', 0.4],
  ['deposit record', '/wps/payments/deposits?pageNo=1&pageSize=10', 0.4],
  ['withdrawal record', '/wps/withdrawals?pageNo=1&pageSize=10', 0.4],
  ['messages', '/wps/messages?pageNo=1&pageSize=10', 0.4],
];

/** demo_player (the seed's player: an opening deposit, its message; no bets or withdrawals) logged in at `base`. */
export async function loginDemoPlayer(base) {
  const { request } = createClient({ baseUrl: base, t0: Date.now() });
  const { token } = await loginPlayer(request, { username: 'demo_player', ip: '127.0.0.1' });
  return { authorization: `Bearer ${token}` };
}
