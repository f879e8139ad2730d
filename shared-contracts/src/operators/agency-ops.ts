import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import {
  ContractPeriodSchema,
  ContractSchema,
  ContractStatusSchema,
  ContractTypeSchema,
  SettlementSchema,
  SETTLEMENT_STATUSES,
  TiersSchema,
} from '../agency/contracts';

/**
 * The console's agency (issue 29): a brand's agent tree (browsed level by level, with each node's team numbers),
 * moving a member with its subtree to another agent, every contract of the brand (the house's form, terminate) and
 * every settlement (UNPAID ones retried). `code` (the brand) travels in the query of reads and the body of writes.
 * Money: integer minor units, as the agency's own calls.
 */

const Code = Type.String({ minLength: 1, maxLength: 32 });
const Account = Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Paging = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};
const Paged = {
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
};

export const AGENCY_NODE_ROLES = ['agent', 'member'] as const;
export type AgencyNodeRole = (typeof AGENCY_NODE_ROLES)[number];

/** One member of the tree with its team's figures over the query's days (its own subtree, itself included). */
export const AgencyNodeSchema = Type.Object({
  account: Type.String(),
  nickname: Type.String(),
  role: Type.Enum([...AGENCY_NODE_ROLES]),
  /** The member's account status (ACTIVE, LOCKED …). */
  status: Type.String(),
  /** The direct upline's account, or null (a top-level member). */
  upline: Type.Union([Type.String(), Type.Null()]),
  /** Members directly below. */
  directCount: Type.Integer(),
  /** Members below it, all levels (the team's size besides itself); agents among them. */
  teamSize: Type.Integer(),
  teamAgents: Type.Integer(),
  /** The team's settled real-money rounds in the days: members with one, rounds, stake, payout, GGR = stake − payout. */
  activeMembers: Type.Integer(),
  betCount: Type.Integer(),
  stake: Type.Integer(),
  payout: Type.Integer(),
  ggr: Type.Integer(),
  deposits: Type.Integer(),
  withdrawals: Type.Integer(),
});
export type AgencyNode = Static<typeof AgencyNodeSchema>;

const Days = { startDate: Type.Optional(Day), endDate: Type.Optional(Day) };

/**
 * The children of `parent` (an account), or the brand's top-level agents without it; agents first, then by account.
 * The team figures cover `startDate`..`endDate` (UTC days, default today), as the agent centre's team overview.
 */
export const getTree = defineEndpoint({
  method: 'GET',
  path: '/ops/agency/tree',
  request: Type.Object({ code: Code, parent: Type.Optional(Account), ...Days, ...Paging }),
  response: Type.Object({
    parent: Type.Union([AgencyNodeSchema, Type.Null()]),
    list: Type.Array(AgencyNodeSchema),
    startDate: Day,
    endDate: Day,
    currency: Type.String(),
    ...Paged,
  }),
});

/** Finds a member by account: its ancestors from the top (`path`, the member last) to open the tree on it. */
export const findInTree = defineEndpoint({
  method: 'GET',
  path: '/ops/agency/tree/path',
  request: Type.Object({ code: Code, account: Account, ...Days }),
  response: Type.Object({ path: Type.Array(AgencyNodeSchema) }),
});

export const MoveInputSchema = Type.Object(
  {
    code: Code,
    /** The member to move; its whole subtree moves with it. */
    account: Account,
    /** An agent of the same brand outside the member's subtree. */
    newUpline: Account,
    reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type MoveInput = Static<typeof MoveInputSchema>;

/**
 * Moves a member (and its subtree) below another agent; the contracts the member held from its old upline (or the
 * house) end, TERMINATED, and are named in the answer. 409 MOVE_CYCLE, 400 UPLINE_NOT_AGENT, 409 SAME_UPLINE.
 */
export const moveMember = defineEndpoint({
  method: 'POST',
  path: '/ops/agency/moves',
  request: MoveInputSchema,
  response: Type.Object({
    account: Type.String(),
    fromUpline: Type.Union([Type.String(), Type.Null()]),
    toUpline: Type.String(),
    /** Members that moved: the member and everyone below it. */
    moved: Type.Integer(),
    terminatedContracts: Type.Array(Type.Integer()),
  }),
});

/** Every contract of the brand, newest first; `account` names either side (the contractee or the paying upline). */
export const listContracts = defineEndpoint({
  method: 'GET',
  path: '/ops/agency/contracts',
  request: Type.Object({
    code: Code,
    account: Type.Optional(Account),
    type: Type.Optional(ContractTypeSchema),
    status: Type.Optional(ContractStatusSchema),
    ...Paging,
  }),
  response: Type.Object({ list: Type.Array(ContractSchema), ...Paged }),
});

/** The house's contract for a top agent, ACTIVE at once (replacing its contract of the type). */
export const HouseContractInputSchema = Type.Object({
  code: Code,
  account: Account,
  type: ContractTypeSchema,
  period: Type.Optional(ContractPeriodSchema),
  tiers: TiersSchema,
  terminateConflicts: Type.Optional(Type.Boolean()),
});
export type HouseContractInput = Static<typeof HouseContractInputSchema>;
export const createHouseContract = defineEndpoint({
  method: 'POST',
  path: '/ops/agency/contracts',
  request: HouseContractInputSchema,
  response: ContractSchema,
});

/** Ends an OFFERED or ACTIVE contract of the brand (TERMINATED by the platform); 409 CONTRACT_STATE otherwise. */
export const terminateContract = defineEndpoint({
  method: 'POST',
  path: '/ops/agency/contracts/:id/terminate',
  request: Type.Object({ code: Code, reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) }),
  response: ContractSchema,
});

export const OpsSettlementStatusSchema = Type.Enum([...SETTLEMENT_STATUSES]);

/** The brand's settlements, newest period first, by type, status, account (either side) and period end days. */
export const listSettlements = defineEndpoint({
  method: 'GET',
  path: '/ops/agency/settlements',
  request: Type.Object({
    code: Code,
    type: Type.Optional(ContractTypeSchema),
    status: Type.Optional(OpsSettlementStatusSchema),
    account: Type.Optional(Account),
    ...Days,
    ...Paging,
  }),
  response: Type.Object({
    list: Type.Array(SettlementSchema),
    /** UNPAID rows of the brand (whatever the filter) and what they owe. */
    unpaid: Type.Integer(),
    unpaidAmount: Type.Integer(),
    ...Paged,
  }),
});

/** Pays the brand's UNPAID settlements (of `type`, or all) whose payer now has the money; each exactly once. */
export const retrySettlements = defineEndpoint({
  method: 'POST',
  path: '/ops/agency/settlements/retry',
  request: Type.Object({ code: Code, type: Type.Optional(ContractTypeSchema) }, { additionalProperties: false }),
  response: Type.Object({ retried: Type.Integer(), amount: Type.Integer(), stillUnpaid: Type.Integer() }),
});
