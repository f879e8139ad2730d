import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import { HeaderStateSchema } from './schemas';

/** Everything the logged-in header shows, in one call. */
export const getHeaderState = defineEndpoint({
  method: 'GET',
  path: '/wps/member/header',
  auth: true,
  request: Type.Object({}),
  response: HeaderStateSchema,
});

/**
 * Wallet balance (SPEC §7 /wps/v2/wallets/balance), minor units. `wallets` lists the vendor wallets in
 * transfer mode (merchant `isSingle` false); it is empty for a single wallet.
 */
export const getBalance = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({
    balance: Type.Integer(),
    currency: Type.String(),
    wallets: Type.Array(Type.Object({ vassalage: Type.String(), balance: Type.Integer() })),
  }),
});

/**
 * Transfer-wallet mode only (SPEC §7 /wps/relay/GCS_walletTransfer): IN moves main → vendor wallet, OUT
 * vendor → main. `requestId` is the idempotency key: a replay answers the first result.
 */
export const walletTransfer = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  auth: true,
  request: Type.Object({
    direction: Type.Enum(['IN', 'OUT']),
    vassalage: Type.String({ minLength: 1, maxLength: 32 }),
    amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000_00 }),
    requestId: Type.String({ minLength: 8, maxLength: 64 }),
  }),
  response: Type.Object({ balance: Type.Integer(), vendorBalance: Type.Integer() }),
});
