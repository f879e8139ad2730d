import { Type } from 'typebox';
import { defineEndpoint } from '../define';
import { HeaderStateSchema } from '../schemas/member';

/** Everything the logged-in header shows, in one call. */
export const getHeaderState = defineEndpoint({
  method: 'GET',
  path: '/wps/member/header',
  auth: true,
  request: Type.Object({}),
  response: HeaderStateSchema,
});

/** Wallet balance (SPEC §7 /wps/v2/wallets/balance). */
export const getBalance = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({ balance: Type.Integer(), currency: Type.String() }),
});
