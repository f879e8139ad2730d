import { sportsbookOpsApi, type SportsbookScore } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Corrects a finished match's result: its settled bets are resettled (`POST /ops/sportsbook/fixtures/:id/correct`). */
export const correctSportsbookFixture = (id: number, score: SportsbookScore) =>
  opsCall(sportsbookOpsApi.correctSportsbookFixture, score, { id });
