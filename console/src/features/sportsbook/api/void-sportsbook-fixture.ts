import { sportsbookOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Voids a fixture with a reason (`POST /ops/sportsbook/fixtures/:id/void`). */
export const voidSportsbookFixture = (id: number, reason: string) =>
  opsCall(sportsbookOpsApi.voidSportsbookFixture, { reason }, { id });
