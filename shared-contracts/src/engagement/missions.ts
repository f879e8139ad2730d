import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { IdSchema, MoneySchema, Nullable } from './common';

// Missions (SPEC §2 missionLeaderboard with its badge count, §7 "missions summary and leaderboard, rank list").
// A merchant's daily and weekly tasks, tracked from real records: settled real-money rounds (bets module) and
// credited deposits (payments module) whose time falls in the period. Periods are UTC days and ISO weeks
// (Monday 00:00 UTC). A mission reached is completed once per (member, mission, period) by the job
// `missions.grant` (or when the member's summary sees it first): its reward goes to the reward centre and the
// completion counts on the leaderboard.

export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export const MissionPeriodSchema = Type.Enum([...MISSION_PERIODS]);
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/**
 * BET_COUNT: settled real-money rounds; BET_AMOUNT: their stake (minor units); DEPOSIT_AMOUNT: credited deposits
 * (minor units); LOTTERY_BET: settled real-money rounds of a lottery game (categories LOTTERY_CATEGORIES).
 */
export const MISSION_KINDS = ['BET_COUNT', 'BET_AMOUNT', 'DEPOSIT_AMOUNT', 'LOTTERY_BET'] as const;
export const MissionKindSchema = Type.Enum([...MISSION_KINDS]);
export type MissionKind = (typeof MISSION_KINDS)[number];
/** Kinds whose target and progress are money (minor units); the others count rounds. */
export const MONEY_MISSION_KINDS: readonly MissionKind[] = ['BET_AMOUNT', 'DEPOSIT_AMOUNT'];
/** The game categories a LOTTERY_BET mission counts. */
export const LOTTERY_CATEGORIES = ['LOTT', 'ELOTT'] as const;

/** IN_PROGRESS until the target is reached; COMPLETED once the reward went to the reward centre. */
export const MISSION_STATUSES = ['IN_PROGRESS', 'COMPLETED'] as const;
export const MissionStatusSchema = Type.Enum([...MISSION_STATUSES]);
export type MissionStatus = (typeof MISSION_STATUSES)[number];

export const MissionSchema = Type.Object({
  id: Type.Integer(),
  period: MissionPeriodSchema,
  kind: MissionKindSchema,
  /** The operator's name of the mission (the reward centre's title of its reward). */
  title: Type.String(),
  target: Type.Integer(),
  /** What the period holds so far (may pass the target). */
  progress: Type.Integer(),
  reward: MoneySchema,
  /** The claimed reward's turnover, as a multiple of its amount. */
  turnoverMultiple: Type.Number(),
  status: MissionStatusSchema,
  completedAt: Nullable(Type.String()),
});
export type Mission = Static<typeof MissionSchema>;

const PeriodMissions = Type.Object({
  /** The period: [start, end) in UTC. */
  start: Type.String(),
  end: Type.String(),
  missions: Type.Array(MissionSchema),
});

/** missionLeaderboard: today's daily and this week's weekly missions with the member's progress. Real members only. */
export const getSummary = defineEndpoint({
  method: 'GET',
  path: '/wps/missions/summary',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({
    currency: Type.String(),
    daily: PeriodMissions,
    weekly: PeriodMissions,
    /** Missions of the current day and week not completed yet (the menu's badge). */
    open: Type.Integer(),
  }),
});

export const RankSchema = Type.Object({
  rank: Type.Integer(),
  /** Masked (`de***er`), except the member's own row. */
  account: Type.String(),
  completed: Type.Integer(),
  /** When the member completed its last mission of the period (ties go to who got there first). */
  lastAt: Type.String(),
  me: Type.Boolean(),
});
export type Rank = Static<typeof RankSchema>;

/**
 * The rank list: members ranked by missions completed in the current period (DAILY: today's daily missions;
 * WEEKLY: every mission of this week's periods), most first, then by who finished first. `mine` is the
 * member's own row (null when it completed none).
 */
export const getLeaderboard = defineEndpoint({
  method: 'GET',
  path: '/wps/missions/leaderboard',
  auth: true,
  request: Type.Object({
    period: MissionPeriodSchema,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  }),
  response: Type.Object({
    period: MissionPeriodSchema,
    start: Type.String(),
    end: Type.String(),
    list: Type.Array(RankSchema),
    mine: Nullable(RankSchema),
  }),
});

/** A mission as the operator writes it (POST /ops/missions, PUT /ops/missions/:id). */
export const MissionInputSchema = Type.Object({
  period: MissionPeriodSchema,
  kind: MissionKindSchema,
  title: Type.String({ minLength: 1, maxLength: 64 }),
  target: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  reward: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  turnoverMultiple: Type.Number({ minimum: 0, maximum: 100 }),
  active: Type.Boolean(),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export type MissionInput = Static<typeof MissionInputSchema>;
export const MissionIdSchema = IdSchema;

const DAY_MS = 86_400_000;

/** The period of `kind` containing `at`: the UTC day, or the ISO week from Monday 00:00 UTC. */
export function missionPeriod(period: MissionPeriod, at: Date): { start: Date; end: Date } {
  const day = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  if (period === 'DAILY') return { start: new Date(day), end: new Date(day + DAY_MS) };
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = day - weekday * DAY_MS;
  return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
}
