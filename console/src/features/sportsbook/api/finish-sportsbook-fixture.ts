import { sportsbookOpsApi, type SportsbookScore } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Ends a match now with a score: its bets settle at once (`POST /ops/sportsbook/fixtures/:id/finish`). */
export const finishSportsbookFixture = (id: number, score: SportsbookScore) =>
  opsCall(sportsbookOpsApi.finishSportsbookFixture, score, { id });
