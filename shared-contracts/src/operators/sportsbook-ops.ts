import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';

/**
 * The console's "Sportsbook fixtures" page (issue 30): the demo vendor's trading desk. Fixtures are the vendor's,
 * shared by every brand: live, upcoming and recent ones with status and score; an operator finishes a match now with a
 * score (its bets settle at once), corrects a finished result (the bets it settled are resettled) or voids a fixture
 * (singles voided, parlays count it at 1.00). Every action is audited.
 */

export const SPORTSBOOK_FIXTURE_STATUSES = ['UPCOMING', 'LIVE', 'FINISHED', 'VOID'] as const;
export type SportsbookFixtureStatus = (typeof SPORTSBOOK_FIXTURE_STATUSES)[number];
/** The largest score the desk may set. */
export const SPORTSBOOK_SCORE_MAX = 999;

export const SportsbookFixtureSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  sport: Type.String(),
  home: Type.String(),
  away: Type.String(),
  status: Type.Enum([...SPORTSBOOK_FIXTURE_STATUSES]),
  startsAt: Type.String(),
  endsAt: Type.String(),
  tick: Type.Integer(),
  ticks: Type.Integer(),
  homeScore: Type.Integer(),
  awayScore: Type.Integer(),
  corrections: Type.Integer(),
  open: Type.Boolean(),
});
export type SportsbookFixture = Static<typeof SportsbookFixtureSchema>;

/** `GET /ops/sportsbook/fixtures`: live and upcoming first, then the last hour's finished and voided. */
export const listSportsbookFixtures = defineEndpoint({
  method: 'GET',
  path: '/ops/sportsbook/fixtures',
  request: Type.Object({}),
  response: Type.Object({ list: Type.Array(SportsbookFixtureSchema), serverTime: Type.String() }),
});

/** A final score the desk sets (finish now, correct result). */
export const SportsbookScoreSchema = Type.Object({
  homeScore: Type.Integer({ minimum: 0, maximum: SPORTSBOOK_SCORE_MAX }),
  awayScore: Type.Integer({ minimum: 0, maximum: SPORTSBOOK_SCORE_MAX }),
});
export type SportsbookScore = Static<typeof SportsbookScoreSchema>;

/** Ends an upcoming or live match now with the score (409 FIXTURE_STATUS otherwise); its bets settle at once. */
export const finishSportsbookFixture = defineEndpoint({
  method: 'POST',
  path: '/ops/sportsbook/fixtures/:id/finish',
  request: SportsbookScoreSchema,
  response: SportsbookFixtureSchema,
});

/** Corrects a finished match's result (409 FIXTURE_STATUS otherwise): the bets it settled are resettled once each. */
export const correctSportsbookFixture = defineEndpoint({
  method: 'POST',
  path: '/ops/sportsbook/fixtures/:id/correct',
  request: SportsbookScoreSchema,
  response: SportsbookFixtureSchema,
});

/** Voids a fixture with a reason (409 FIXTURE_STATUS when already void). */
export const voidSportsbookFixture = defineEndpoint({
  method: 'POST',
  path: '/ops/sportsbook/fixtures/:id/void',
  request: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) }),
  response: SportsbookFixtureSchema,
});
