import { Type, type Static } from 'typebox';
import { FeeRuleSchema } from './fee';

/** How a deposit method takes money: a payment provider's hosted page, or a bank transfer with a receipt. */
export const DepositKindSchema = Type.Union([Type.Literal('GATEWAY'), Type.Literal('BANK_TRANSFER')]);
export type DepositKind = Static<typeof DepositKindSchema>;

export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'FAILED', 'REJECTED', 'EXPIRED'] as const;
/** PENDING → CREDITED | FAILED | REJECTED | EXPIRED (ADR 0006). */
export const DepositStatusSchema = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('CREDITED'),
  Type.Literal('FAILED'),
  Type.Literal('REJECTED'),
  Type.Literal('EXPIRED'),
]);
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** Receipt images: jpeg/png by content, at most this many bytes (SPEC §9). */
export const RECEIPT_MAX_BYTES = 5_242_880;

/** A deposit method the member may use (minor units). `bank` is the account to pay, for bank transfers. */
export const DepositMethodSchema = Type.Object({
  code: Type.String(),
  kind: DepositKindSchema,
  name: Type.String(),
  minAmount: Type.Integer(),
  maxAmount: Type.Integer(),
  presets: Type.Array(Type.Integer()),
  bank: Type.Union([
    Type.Object({ bankName: Type.String(), accountName: Type.String(), accountNumber: Type.String() }),
    Type.Null(),
  ]),
  /** The method's fee (feeOf computes a deposit's): kept from what the wallet is credited. */
  fee: FeeRuleSchema,
});
export type DepositMethod = Static<typeof DepositMethodSchema>;

/** One of the member's deposits. `reason`: why it failed or was rejected. Times are ISO-8601. */
export const DepositSchema = Type.Object({
  id: Type.Integer(),
  methodCode: Type.String(),
  kind: DepositKindSchema,
  amount: Type.Integer(),
  /** The method's fee, fixed when the deposit was made: the wallet is credited amount − fee. */
  fee: Type.Integer(),
  currency: Type.String(),
  status: DepositStatusSchema,
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  completedAt: Type.Union([Type.String(), Type.Null()]),
});
export type Deposit = Static<typeof DepositSchema>;

/** The client's id of one submit (a new one per deposit, the same one when a submit is retried). */
export const RequestIdSchema = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
/** A deposit amount in minor units. */
export const DepositAmountSchema = Type.Integer({ minimum: 1, maximum: 1_000_000_000_00 });
export const MethodCodeSchema = Type.String({ minLength: 1, maxLength: 32 });
