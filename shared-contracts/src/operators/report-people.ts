import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { Amount, Count, Day, PageFields, ReportHeadFields, ReportQueryFields } from './report-base';
import { RangeQuerySchema } from './report-money';

// The people reports (issue 29): agents' teams, and responsible gaming (limits set, self-exclusions).
// Definitions: platform-api/src/modules/reports/README.md.

/** `top`: agents without an upline (the house's own); `all`: every agent. */
export const AGENT_SCOPES = ['top', 'all'] as const;
export type AgentScope = (typeof AGENT_SCOPES)[number];

/** One brand's agents (the report needs `merchant` for the owner), a page at a time. */
export const AgentQuerySchema = Type.Object({
  ...ReportQueryFields,
  scope: Type.Optional(Type.Enum([...AGENT_SCOPES])),
});
export type AgentQuery = Static<typeof AgentQuerySchema>;

/** One agent and its team (the agent itself and every member below it) over the range. */
export const AgentRowSchema = Type.Object({
  username: Type.String(),
  /** No upline: the house's own agent. */
  top: Type.Boolean(),
  /** Members below the agent (any depth), as they are now. */
  teamSize: Count,
  /** The team's deposits credited in the range. */
  teamDeposits: Amount,
  stakes: Amount,
  payouts: Amount,
  ggr: Amount,
  rounds: Count,
  /** The agent's contracts' settlements paid to it in the range (salaries, dividends). */
  commissions: Amount,
});
export type AgentRow = Static<typeof AgentRowSchema>;

export const AgentReportSchema = Type.Object({
  ...ReportHeadFields,
  scope: Type.Enum([...AGENT_SCOPES]),
  /** One page of agents, newest first. */
  list: Type.Array(AgentRowSchema),
  ...PageFields,
});
export type AgentReport = Static<typeof AgentReportSchema>;

/** Agents' teams: size, deposits, bets, GGR and the commissions settled to the agent. */
export const getAgents = defineEndpoint({
  method: 'GET',
  path: '/ops/reports/agents',
  request: AgentQuerySchema,
  response: AgentReportSchema,
});

/** Every agent row of the same query as CSV (text/csv; paging ignored). */
export const exportAgentsCsv = defineEndpoint({
  method: 'GET',
  path: '/ops/reports/agents/export.csv',
  request: AgentQuerySchema,
  response: Type.String(),
});

const RgFields = {
  /** Deposit limits set or lowered (by the member or an operator). */
  limitsSet: Count,
  /** Deposit limits raised or removed (they apply after the wait). */
  limitsLoosened: Count,
  /** Self-exclusions that started. */
  exclusions: Count,
};

export const RgDaySchema = Type.Object({ date: Day, ...RgFields });
export type RgDay = Static<typeof RgDaySchema>;
export const RgBrandSchema = Type.Object({ merchant: Type.String(), ...RgFields, members: Count });
export type RgBrand = Static<typeof RgBrandSchema>;
/** A limit period (DAILY, WEEKLY, MONTHLY) or an exclusion period (P1D, P7D, …). */
export const RgPeriodSchema = Type.Object({
  kind: Type.Union([Type.Literal('LIMIT'), Type.Literal('EXCLUSION')]),
  period: Type.String(),
  count: Count,
});
export type RgPeriod = Static<typeof RgPeriodSchema>;

export const RgReportSchema = Type.Object({
  ...ReportHeadFields,
  totals: Type.Object({ ...RgFields, members: Count }),
  /** Every day of the range, oldest first, zeros included. */
  byDay: Type.Array(RgDaySchema),
  byBrand: Type.Array(RgBrandSchema),
  byPeriod: Type.Array(RgPeriodSchema),
});
export type RgReport = Static<typeof RgReportSchema>;

/** Responsible gaming: deposit limits set and loosened, self-exclusions started, per day, brand and period. */
export const getResponsibleGaming = defineEndpoint({
  method: 'GET',
  path: '/ops/reports/responsible-gaming',
  request: RangeQuerySchema,
  response: RgReportSchema,
});

/** Its days as CSV (text/csv). */
export const exportResponsibleGamingCsv = defineEndpoint({
  method: 'GET',
  path: '/ops/reports/responsible-gaming/export.csv',
  request: RangeQuerySchema,
  response: Type.String(),
});
