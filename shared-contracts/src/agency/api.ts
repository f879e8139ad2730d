import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import { RequestIdSchema } from '../payments/schemas';
import {
  AccountRecordSchema,
  BetRecordSchema,
  BetStatusSchema,
  DateRangeQuery,
  LedgerTypeSchema,
  PageQuery,
  PageSchema,
} from '../records/schemas';
import { FundPasswordSchema, WithdrawAmountSchema } from '../withdrawals/schemas';
import {
  ContractPeriodSchema,
  ContractSchema,
  ContractTypeSchema,
  MAX_RATE_BP,
  SettlementSchema,
  TiersSchema,
} from './contracts';

// The agent centre's calls (SPEC §2 Agent center, §7; ADR 0008). Every /wps/agent call needs an agent's
// session (403 NOT_AGENT otherwise) and reads or acts only within the agent's own team (its subtree):
// an account outside it is 404 NOT_IN_TEAM, exactly like an account that does not exist.

const Account = Type.String({ minLength: 1, maxLength: 64 });
const Money = Type.Integer();
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/**
 * Consolidated funds (SPEC §7 GET /wps/member/info/funds/consolidated; §3, §6): the member's balance over
 * its main and vendor wallets, the request type of each contract page (null when the merchant has that
 * contract type off) and the flags that show the agent centre's menus. Real members only.
 */
export const getConsolidated = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({
    balance: Money,
    currency: Type.String(),
    dailysalreqtype: Nullable(Type.Literal('DAILY_SALARY')),
    divtypereq: Nullable(Type.Literal('DIVIDEND')),
    contracthoursalreq: Nullable(Type.Literal('HOURLY_SALARY')),
    realtimesalreqtype: Nullable(Type.Literal('REALTIME_SALARY')),
    dailySalary: Type.Boolean(),
    hourSalary: Type.Boolean(),
    salary: Type.Boolean(),
    enableCt: Type.Boolean(),
  }),
});

/** registerCenter: the agent's invitation code and the register link on `domain` (the page draws its QR code). */
export const getInvite = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/invite',
  auth: true,
  request: Type.Object({ domain: Type.Optional(Type.String({ maxLength: 200 })) }),
  response: Type.Object({ code: Type.String(), link: Type.String() }),
});

/** agentTeamOverview: the whole team's figures for the date range (the agent included). */
export const getTeamOverview = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/overview',
  auth: true,
  request: Type.Object({ ...DateRangeQuery }),
  response: Type.Object({
    startDate: Type.String(),
    endDate: Type.String(),
    currency: Type.String(),
    /** Members below the agent (all levels), of them direct and agents; joined in the range. */
    members: Type.Integer(),
    directMembers: Type.Integer(),
    agents: Type.Integer(),
    newMembers: Type.Integer(),
    /** Members (the agent included) with a settled real-money round in the range. */
    activeMembers: Type.Integer(),
    betCount: Type.Integer(),
    stake: Money,
    payout: Money,
    /** The team's P&L: payout − stake (negative when the team lost). */
    profit: Money,
    deposits: Money,
    withdrawals: Money,
  }),
});

export const TeamMemberSchema = Type.Object({
  account: Type.String(),
  nickname: Type.String(),
  isAgent: Type.Boolean(),
  /** 1 = direct downline. */
  level: Type.Integer(),
  upline: Type.String(),
  balance: Money,
  teamSize: Type.Integer(),
  joinedAt: Type.String(),
});

/** downlineManagmentView: the team's members, direct ones only or all levels, searched by account. */
export const listTeamMembers = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/members',
  auth: true,
  request: Type.Object({
    account: Type.Optional(Type.String({ maxLength: 64 })),
    scope: Type.Optional(Type.Enum(['direct', 'all'])),
    ...PageQuery,
  }),
  response: Type.Object({ list: Type.Array(TeamMemberSchema), ...PageSchema }),
});

/** One member's details: its team figures in the range and its contracts with its upline. */
export const getTeamMember = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/member',
  auth: true,
  request: Type.Object({ account: Account, ...DateRangeQuery }),
  response: Type.Object({
    member: TeamMemberSchema,
    betCount: Type.Integer(),
    stake: Money,
    payout: Money,
    deposits: Money,
    withdrawals: Money,
    contracts: Type.Array(ContractSchema),
  }),
});

/** registerCenter: creates a player or an agent directly below the caller (encrypted: it carries a password). */
export const registerDownline = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/team/register',
  auth: true,
  encrypted: true,
  request: Type.Object({
    username: Type.String({ minLength: 4, maxLength: 16, pattern: '^[A-Za-z0-9_]+$' }),
    password: Type.String({ minLength: 6, maxLength: 20 }),
    nickname: Type.Optional(Type.String({ maxLength: 32 })),
    isAgent: Type.Boolean(),
  }),
  response: Type.Object({ account: Type.String(), isAgent: Type.Boolean(), invitationCode: Nullable(Type.String()) }),
});

/** Moves money from the agent's main wallet to a team member's (fund password; `requestId` makes a retry safe). */
export const transferToDownline = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/team/transfer',
  auth: true,
  encrypted: true,
  request: Type.Object({
    account: Account,
    amount: WithdrawAmountSchema,
    fundPassword: FundPasswordSchema,
    requestId: RequestIdSchema,
  }),
  response: Type.Object({ transactionId: Type.Integer(), amount: Money, balance: Money, account: Type.String() }),
});

/** personalHistoryCopy (team betting): the team's real-money rounds, newest first. */
export const listTeamBets = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/bets',
  auth: true,
  request: Type.Object({
    ...DateRangeQuery,
    ...PageQuery,
    account: Type.Optional(Type.String({ maxLength: 64 })),
    status: Type.Optional(BetStatusSchema),
  }),
  response: Type.Object({
    list: Type.Array(Type.Intersect([BetRecordSchema, Type.Object({ account: Type.String() })])),
    ...PageSchema,
    totals: Type.Object({ stake: Money, payout: Money, winLoss: Money }),
  }),
});

export const MemberLossSchema = Type.Object({
  account: Type.String(),
  isAgent: Type.Boolean(),
  betCount: Type.Integer(),
  stake: Money,
  payout: Money,
  /** payout − stake: negative is the member's loss. */
  winLoss: Money,
});

/** palStatementsAgentCopy (user loss): settled rounds per team member in the range, biggest stake first. */
export const listTeamLoss = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/loss',
  auth: true,
  request: Type.Object({ ...DateRangeQuery, ...PageQuery, account: Type.Optional(Type.String({ maxLength: 64 })) }),
  response: Type.Object({
    list: Type.Array(MemberLossSchema),
    ...PageSchema,
    totals: Type.Object({ betCount: Type.Integer(), stake: Money, payout: Money, winLoss: Money }),
  }),
});

/** agentDownlineTransactionDetailsCopy (account details): the team's main-wallet movements, newest first; `member` is whose. */
export const listTeamTransactions = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/transactions',
  auth: true,
  request: Type.Object({
    ...DateRangeQuery,
    ...PageQuery,
    account: Type.Optional(Type.String({ maxLength: 64 })),
    type: Type.Optional(LedgerTypeSchema),
  }),
  response: Type.Object({
    list: Type.Array(Type.Intersect([AccountRecordSchema, Type.Object({ member: Type.String() })])),
    ...PageSchema,
    currency: Type.String(),
  }),
});

/** agentRevenueReport (my income): contract payouts received and paid per type in the range. */
export const getIncome = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/income',
  auth: true,
  request: Type.Object({ ...DateRangeQuery }),
  response: Type.Object({
    startDate: Type.String(),
    endDate: Type.String(),
    currency: Type.String(),
    rows: Type.Array(Type.Object({ type: ContractTypeSchema, received: Money, paid: Money, net: Money })),
    totals: Type.Object({ received: Money, paid: Money, net: Money }),
  }),
});

/** The caller's contracts: those it holds from its upline (or the house) and those it gave its direct downlines. */
export const listContracts = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/contracts',
  auth: true,
  request: Type.Object({ type: Type.Optional(ContractTypeSchema) }),
  response: Type.Object({ mine: Type.Array(ContractSchema), downlines: Type.Array(ContractSchema) }),
});

/**
 * The downline's own contracts to its downlines of `type` whose rate is above `maxRate`: offering it
 * that rate asks to terminate them (SPEC §4).
 */
export const getContractConflicts = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/contracts/conflicts',
  auth: true,
  request: Type.Object({
    account: Account,
    type: ContractTypeSchema,
    maxRate: Type.Integer({ minimum: 1, maximum: MAX_RATE_BP }),
  }),
  response: Type.Object({ list: Type.Array(ContractSchema) }),
});

/**
 * Offers a contract to a direct downline (replacing an open offer of the same type). Its rates may not
 * exceed the caller's own ACTIVE contract of the type (RATE_ABOVE_OWN; NO_OWN_CONTRACT without one). When
 * the downline gives its downlines higher rates, `terminateConflicts: true` is the caller's agreement to
 * terminate those on acceptance; without it: 409 CONTRACT_CONFLICT.
 */
export const offerContract = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts',
  auth: true,
  request: Type.Object({
    account: Account,
    type: ContractTypeSchema,
    /** The dividend's period (default WEEKLY); salaries have their own. */
    period: Type.Optional(ContractPeriodSchema),
    tiers: TiersSchema,
    terminateConflicts: Type.Optional(Type.Boolean()),
  }),
  response: ContractSchema,
});

/**
 * accept / reject (the contractee, an OFFERED contract), terminate (either side, OFFERED or ACTIVE).
 * Accepting replaces the contractee's ACTIVE contract of the same type. CONTRACT_STATE otherwise.
 */
export const actOnContract = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts/action',
  auth: true,
  request: Type.Object({
    id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    action: Type.Enum(['accept', 'reject', 'terminate']),
  }),
  response: ContractSchema,
});

/**
 * The settlement records of one contract type (the agentDividendRecord, agentDailyWages2, agentHourSalary
 * and agentRealtimeSalary pages): `received` what the caller was paid, `paid` what it paid its downlines.
 */
export const listSettlements = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/settlements',
  auth: true,
  request: Type.Object({
    type: ContractTypeSchema,
    side: Type.Optional(Type.Enum(['received', 'paid'])),
    ...DateRangeQuery,
    ...PageQuery,
  }),
  response: Type.Object({
    list: Type.Array(SettlementSchema),
    ...PageSchema,
    totals: Type.Object({ amount: Money }),
    currency: Type.String(),
  }),
});
