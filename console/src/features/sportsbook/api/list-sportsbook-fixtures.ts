import { sportsbookOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The trading desk's fixtures: live and upcoming, then the last hour's (`GET /ops/sportsbook/fixtures`). */
export const useSportsbookFixtures = () => useOps(sportsbookOpsApi.listSportsbookFixtures, {});
