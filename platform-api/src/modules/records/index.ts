import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createRecordsService, type RecordsService } from './records-service';

export type { RecordsService } from './records-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The records module's service (betting record, account record, profit and loss). */
    records: RecordsService;
  }
}

/** No table of its own: the records are read from the bets and wallet modules (docs/ownership.md). */
export const TABLES = [] as const;

/** The records module: /wps/records (bets, transactions, profit) over bet records and the ledger. */
export default fp(
  async (app) => {
    app.decorate('records', createRecordsService({ wallet: app.wallet, bets: app.bets }));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'records', dependencies: ['wallet', 'bets'] },
);
