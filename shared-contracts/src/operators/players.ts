import { SessionRemoteVersionSchema } from '../releases/schemas';
import { Type, type Static, type TSchema } from 'typebox';
import { defineEndpoint } from '../api/define';
import { BonusSchema } from '../engagement/rewards';
import { MemberMessageSchema } from '../messages/schemas';
import { DepositSchema } from '../payments/schemas';
import { AccountRecordSchema, BetRecordSchema, DaySchema } from '../records/schemas';
import { ResponsibleGamingStateSchema } from '../responsible-gaming/schemas';
import { WithdrawalSchema } from '../withdrawals/schemas';

// The back office's players and KYC review (issue 25): /ops/players and /ops/kyc. `merchant` is a merchant's code;
// without it the request's merchant (an owner's search without it: every merchant).

const Merchant = { merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) };
const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};
const Paged = { pageNo: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer(), totalPages: Type.Integer() };
const Reason = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' });
const Time = Type.Union([Type.String(), Type.Null()]);

export const PlayerStateSchema = Type.Union([Type.Literal('active'), Type.Literal('locked')]);

/** One row of the player search. */
export const PlayerRowSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  merchant: Type.String(),
  state: PlayerStateSchema,
  balance: Type.Integer(),
  vipLevel: Type.Union([Type.Integer(), Type.Null()]),
  registeredAt: Time,
  lastLoginAt: Time,
});
export type PlayerRow = Static<typeof PlayerRowSchema>;

/** `q`: a username prefix (any case), a mobile number, an e-mail, a member id or an IP (login or registration). */
export const searchPlayers = defineEndpoint({
  method: 'GET',
  path: '/ops/players',
  request: Type.Object({ ...Merchant, ...Paging, q: Type.Optional(Type.String({ maxLength: 100 })) }),
  response: Type.Object({ list: Type.Array(PlayerRowSchema), ...Paged }),
});

export const PlayerQuery = Type.Object({ ...Merchant });

/** The profile's overview. */
export const PlayerProfileSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  merchant: Type.String(),
  /** 0 player; 1, 2, 41, 42 agent; 4 trial. */
  type: Type.Integer(),
  state: PlayerStateSchema,
  mustChangePassword: Type.Boolean(),
  email: Type.Union([Type.String(), Type.Null()]),
  mobile: Type.Union([Type.String(), Type.Null()]),
  payeeName: Type.Union([Type.String(), Type.Null()]),
  registerIp: Type.Union([Type.String(), Type.Null()]),
  /** The region chosen at registration (its label in the merchant's list). */
  region: Type.Union([Type.String(), Type.Null()]),
  lastLoginIp: Type.Union([Type.String(), Type.Null()]),
  registeredAt: Time,
  lastLoginAt: Time,
  balances: Type.Object({ currency: Type.String(), main: Type.Integer(), held: Type.Integer() }),
  vip: Type.Union([Type.Object({ level: Type.Integer(), label: Type.String() }), Type.Null()]),
  /** N nothing sent, P pending review, A approved, R rejected. */
  kyc: Type.String(),
  limits: ResponsibleGamingStateSchema,
  /** The agent line, the direct upline first. */
  agents: Type.Array(Type.Object({ id: Type.Integer(), username: Type.String() })),
});
export type PlayerProfile = Static<typeof PlayerProfileSchema>;

export const getPlayer = defineEndpoint({
  method: 'GET',
  path: '/ops/players/:id',
  request: PlayerQuery,
  response: PlayerProfileSchema,
});

/** A paged tab of the profile; the ledger and rounds tabs take a UTC day range (default the last 30 days). */
export const PlayerTabQuery = Type.Object({
  ...Merchant,
  ...Paging,
  startDate: Type.Optional(DaySchema),
  endDate: Type.Optional(DaySchema),
});
const tab = <T extends TSchema>(path: string, item: T) =>
  defineEndpoint({
    method: 'GET',
    path: `/ops/players/:id/${path}`,
    request: PlayerTabQuery,
    response: Type.Object({ list: Type.Array(item), ...Paged }),
  });

export const getPlayerLedger = tab('ledger', AccountRecordSchema);
export const getPlayerRounds = tab('rounds', BetRecordSchema);
export const getPlayerBonuses = tab('bonuses', BonusSchema);
export const getPlayerMessages = tab('messages', MemberMessageSchema);
export const PlayerLoginSchema = Type.Object({
  ip: Type.Union([Type.String(), Type.Null()]),
  userAgent: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
  /** The remote versions the session's pages ran (ADR 0012), as its shell reported them. */
  versions: Type.Array(SessionRemoteVersionSchema),
});
export const getPlayerLogins = tab('logins', PlayerLoginSchema);

/** Deposits and withdrawals, each paged alike. */
export const getPlayerPayments = defineEndpoint({
  method: 'GET',
  path: '/ops/players/:id/payments',
  request: PlayerTabQuery,
  response: Type.Object({
    deposits: Type.Object({ list: Type.Array(DepositSchema), ...Paged }),
    withdrawals: Type.Object({ list: Type.Array(WithdrawalSchema), ...Paged }),
  }),
});

/** What two accounts share. */
export const LinkKindSchema = Type.Union([Type.Literal('ip'), Type.Literal('payee')]);
export const LinkedAccountSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  shares: Type.Array(Type.Object({ kind: LinkKindSchema, value: Type.String() })),
  /** One is an ancestor of the other, or they have the same direct agent. */
  sameAgentLine: Type.Boolean(),
});
export type LinkedAccount = Static<typeof LinkedAccountSchema>;
export const getLinkedAccounts = defineEndpoint({
  method: 'GET',
  path: '/ops/players/:id/linked',
  request: PlayerQuery,
  response: Type.Object({ list: Type.Array(LinkedAccountSchema) }),
});

export const PlayerNoteSchema = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  operatorId: Type.Union([Type.Integer(), Type.Null()]),
  operator: Type.String(),
  createdAt: Type.String(),
});
export const listPlayerNotes = tab('notes', PlayerNoteSchema);
export const addPlayerNote = defineEndpoint({
  method: 'POST',
  path: '/ops/players/:id/notes',
  request: Type.Object({ text: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }) }),
  response: PlayerNoteSchema,
});

/** The body of an action: why (kept in the audit). */
export const PlayerActionSchema = Type.Object({ reason: Reason });
const action = (path: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/ops/players/:id/${path}`,
    request: PlayerActionSchema,
    response: PlayerProfileSchema,
  });
export const lockPlayer = action('lock');
export const unlockPlayer = action('unlock');
export const forcePasswordChange = action('force-password-change');
export const resetSecurityQuestion = action('reset-security-question');

/** Lowers a deposit limit (minor units); a raise or a period without a limit: 409 LIMIT_RAISE_REFUSED. */
export const lowerPlayerLimit = defineEndpoint({
  method: 'POST',
  path: '/ops/players/:id/limits',
  request: Type.Object({
    kind: Type.Union([Type.Literal('DAILY'), Type.Literal('WEEKLY'), Type.Literal('MONTHLY')]),
    value: Type.Integer({ minimum: 1, maximum: 1e15 }),
    reason: Reason,
  }),
  response: PlayerProfileSchema,
});

/** A platform message to the player (content HTML, sanitised). */
export const messagePlayer = defineEndpoint({
  method: 'POST',
  path: '/ops/players/:id/message',
  request: Type.Object({
    title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    content: Type.String({ minLength: 1, maxLength: 20_000 }),
  }),
  response: Type.Object({ id: Type.Integer() }),
});

export const KycStatusSchema = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('APPROVED'),
  Type.Literal('REJECTED'),
]);
/** One identity-verification submission (one per member: its latest photos). */
export const KycSubmissionSchema = Type.Object({
  id: Type.Integer(),
  memberId: Type.Integer(),
  username: Type.String(),
  status: KycStatusSchema,
  /** The member's ID type (1–12 of the register form), null when not given. */
  documentType: Type.Union([Type.Integer(), Type.Null()]),
  submittedAt: Type.String(),
});
export type KycSubmission = Static<typeof KycSubmissionSchema>;
export const listKyc = defineEndpoint({
  method: 'GET',
  path: '/ops/kyc',
  request: Type.Object({ ...Merchant, ...Paging, status: Type.Optional(KycStatusSchema) }),
  response: Type.Object({ list: Type.Array(KycSubmissionSchema), ...Paged }),
});
/**
 * The decision on a pending submission (`kyc.decide`; the id-verification module's route): A approves, R rejects;
 * the player gets a platform message (a rejection's reason in it) and the audit an entry.
 */
export const decideKyc = defineEndpoint({
  method: 'POST',
  path: '/ops/members/:username/id-verification',
  request: Type.Object({
    status: Type.Union([Type.Literal('A'), Type.Literal('R')]),
    reason: Type.Optional(Reason),
  }),
  response: Type.Object({ username: Type.String(), status: Type.String() }),
});
export const getKyc = defineEndpoint({
  method: 'GET',
  path: '/ops/kyc/:id',
  request: PlayerQuery,
  response: Type.Object({
    ...KycSubmissionSchema.properties,
    /** /ops URLs of the images (front, back, selfie) that exist. */
    images: Type.Array(Type.Object({ kind: Type.String(), url: Type.String() })),
  }),
});
