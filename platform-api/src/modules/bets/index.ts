import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createBetsService, type BetsService } from './bets-service';

export type { BetRecord, BetStatus, RoundKey } from './bet-record-repository';
export type { BetsService } from './bets-service';
export type { BetHistoryItem, BetHistoryQuery, ProfitCell } from './bet-history-repository';
export { betRecordView } from './bet-history-repository';
export type { RoundPayout } from './bet-round-bulk';
export type { BetTotal } from './bet-activity-repository';
export type { PlayCell, PlayQuery, PlayTotals } from './bet-daily-repository';
export type { GamePlay, MemberPlay, PlaySummary, ReportRange } from './bet-report-repository';
export { maskAccount } from './winner-repository';
export type { TeamBetItem, TeamBetQuery, TeamVolume, MemberLoss } from './team-bet-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bets module's service (bet records of vendor rounds, the winners board). */
    bets: BetsService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = ['bet_records'] as const;

/** The bets module: bet_records; /wps/game/winners. */
export default fp(
  async (app) => {
    app.decorate('bets', createBetsService({ db: app.db, members: app.members }));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'bets', dependencies: ['members'] },
);
