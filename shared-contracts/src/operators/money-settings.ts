import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { FeeRuleFields, FeeRuleSchema } from '../payments/fee';

/**
 * The console's money settings (issue 29, "Settings"): a brand's deposit methods (on or off, name, limits, quick
 * amounts, order, the bank account a transfer goes to, a fee) and its withdrawal rules (limits, a day's count, the turnover
 * multiple, auto-received minutes, bank accounts per member, the four-eyes threshold). Amounts in minor units.
 */
const Amount = Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 });
const Merchant = Type.Object({ merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) });

export const OpsDepositMethodSchema = Type.Object({
  code: Type.String(),
  kind: Type.Union([Type.Literal('GATEWAY'), Type.Literal('BANK_TRANSFER')]),
  channel: Type.String(),
  name: Type.String(),
  enabled: Type.Boolean(),
  minAmount: Type.Integer(),
  maxAmount: Type.Integer(),
  presets: Type.Array(Type.Integer()),
  sort: Type.Integer(),
  bank: Type.Union([
    Type.Object({ bankName: Type.String(), accountName: Type.String(), accountNumber: Type.String() }),
    Type.Null(),
  ]),
  /** The method's fee, kept from what the member's wallet is credited (the house keeps it). */
  fee: FeeRuleSchema,
});
export type OpsDepositMethod = Static<typeof OpsDepositMethodSchema>;

/** A change to one method: absent fields keep their value. `bank` only for a bank transfer. */
export const DepositMethodPatchSchema = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' })),
    minAmount: Type.Optional(Amount),
    maxAmount: Type.Optional(Amount),
    presets: Type.Optional(Type.Array(Amount, { maxItems: 8, uniqueItems: true })),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    /** The fee rule; refused when it would take a whole deposit of the method's minimum. */
    fee: Type.Optional(FeeRuleSchema),
    bank: Type.Optional(
      Type.Object(
        {
          bankName: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
          accountName: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
          accountNumber: Type.String({ minLength: 4, maxLength: 40, pattern: '^[0-9A-Za-z -]+$' }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type DepositMethodPatch = Static<typeof DepositMethodPatchSchema>;

export const WithdrawalRulesSchema = Type.Object(
  {
    minAmount: Amount,
    maxAmount: Amount,
    dailyCount: Type.Integer({ minimum: 1, maximum: 100 }),
    /** Stake required since the last deposit, as a multiple of it (0: none). */
    turnoverMultiple: Type.Number({ minimum: 0, maximum: 100 }),
    autoReceivedMinutes: Type.Integer({ minimum: 1, maximum: 43_200 }),
    maxBankAccounts: Type.Integer({ minimum: 1, maximum: 20 }),
    fourEyesThreshold: Amount,
    ...FeeRuleFields,
  },
  { additionalProperties: false },
);
export type WithdrawalRules = Static<typeof WithdrawalRulesSchema>;

export const DepositMethodCodeSchema = Type.Object({ code: Type.String({ pattern: '^[A-Z][A-Z0-9_]{1,31}$' }) });

export const listDepositMethods = defineEndpoint({
  method: 'GET',
  path: '/ops/payments/methods',
  request: Merchant,
  response: Type.Object({
    list: Type.Array(OpsDepositMethodSchema),
    /** Templates the brand does not offer yet (added with addDepositMethod). */
    missing: Type.Array(Type.Object({ code: Type.String(), kind: Type.String(), name: Type.String() })),
    currency: Type.String(),
  }),
});
export const updateDepositMethod = defineEndpoint({
  method: 'PUT',
  path: '/ops/payments/methods/:code',
  request: DepositMethodPatchSchema,
  response: OpsDepositMethodSchema,
});
/** Adds a template's method the brand lacks (limits in its currency), switched on. */
export const addDepositMethod = defineEndpoint({
  method: 'POST',
  path: '/ops/payments/methods',
  request: DepositMethodCodeSchema,
  response: OpsDepositMethodSchema,
});
export const getWithdrawalRules = defineEndpoint({
  method: 'GET',
  path: '/ops/withdrawals/settings',
  request: Merchant,
  response: Type.Object({ rules: WithdrawalRulesSchema, currency: Type.String() }),
});
export const setWithdrawalRules = defineEndpoint({
  method: 'PUT',
  path: '/ops/withdrawals/settings',
  request: WithdrawalRulesSchema,
  response: Type.Object({ rules: WithdrawalRulesSchema, currency: Type.String() }),
});
