import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import { FileSchema } from '../register/schemas';
import {
  DepositAmountSchema,
  DepositMethodSchema,
  DepositSchema,
  DepositStatusSchema,
  MethodCodeSchema,
  RequestIdSchema,
} from './schemas';

/** The merchant's enabled deposit methods in display order (member centre page depositv2); real members only. */
export const getDepositMethods = defineEndpoint({
  method: 'GET',
  path: '/wps/payments/methods',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({ currency: Type.String(), methods: Type.Array(DepositMethodSchema) }),
});

/**
 * An online deposit through a payment provider (a GATEWAY method): `amount` within the method's limits
 * (else VALIDATION on `amount` with `min`/`max`). Answers the deposit (PENDING) and the provider's hosted
 * payment page to open; the provider's signed callback credits it. The same `requestId` again answers
 * the same deposit and page (another request under it: IDEMPOTENCY_CONFLICT).
 */
export const createGatewayDeposit = defineEndpoint({
  method: 'POST',
  path: '/wps/payments/deposits/gateway',
  auth: true,
  request: Type.Object({ methodCode: MethodCodeSchema, amount: DepositAmountSchema, requestId: RequestIdSchema }),
  response: Type.Object({ deposit: DepositSchema, payUrl: Type.String() }),
});

/**
 * A bank-transfer deposit (a BANK_TRANSFER method), multipart: the amount paid to the method's account,
 * the name on the paying account and the receipt image (jpeg/png by content, ≤ 5,242,880 bytes). Stays
 * PENDING until the operator approves (credited) or rejects it. Same `requestId` rule as the gateway.
 */
export const createBankTransferDeposit = defineEndpoint({
  method: 'POST',
  path: '/wps/payments/deposits/bank-transfer',
  auth: true,
  multipart: true,
  request: Type.Object({
    methodCode: MethodCodeSchema,
    amount: DepositAmountSchema,
    requestId: RequestIdSchema,
    payerName: Type.Optional(Type.String({ maxLength: 128 })),
    receipt: FileSchema,
  }),
  response: Type.Object({ deposit: DepositSchema }),
});

/** The member's deposits, newest first, optionally of one status (paged). */
export const listDeposits = defineEndpoint({
  method: 'GET',
  path: '/wps/payments/deposits',
  auth: true,
  request: Type.Object({
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    status: Type.Optional(DepositStatusSchema),
  }),
  response: Type.Object({
    list: Type.Array(DepositSchema),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  }),
});

/** One of the member's deposits (the page the provider sends the player back to shows it); another member's: 404. */
export const getDeposit = defineEndpoint({
  method: 'GET',
  path: '/wps/payments/deposit',
  auth: true,
  request: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
  response: DepositSchema,
});
