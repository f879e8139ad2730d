import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { drawsJob } from './jobs/draws-job';
import { createLotteryService, type LotteryService } from './lottery-service';

export type { LotteryService } from './lottery-service';
export { lotteryError } from './errors';
export { ensureDefaultOdds } from './odds-repository';
export { launchUrl } from './menus';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lottery module's service (draws, menus, bet placement, bets and results; settlement). */
    lottery: LotteryService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = [
  'lottery_draws',
  'lottery_odds',
  'lottery_slips',
  'lottery_bets',
  'lottery_exposure',
  'lottery_players',
] as const;

/**
 * The lottery module (ADR 0007): lottery_draws, lottery_odds, lottery_slips, lottery_bets,
 * lottery_exposure, lottery_players; /lgw/* (menus, opened draws, launch, first login) and /lotto/lgw/* (bets, results, draws);
 * /ops/lottery/* (draws, cancellation, odds); the `lottery.draws` job.
 */
export default fp<ModuleOptions>(
  async (app, opts) => {
    const timeScale = app.config.lotteryTimeScale;
    app.decorate(
      'lottery',
      createLotteryService({
        db: app.db,
        wallet: app.wallet,
        bets: app.bets,
        games: app.games,
        exclusions: app.responsibleGaming,
        now: opts.clock ?? (() => new Date()),
        timeScale,
        closeBefore: app.config.lotteryCloseBefore,
        log: app.log,
      }),
    );
    app.jobs.define(drawsJob(() => app.lottery, timeScale));
    await registerModuleRoutes(app, __dirname);
  },
  {
    name: 'lottery',
    dependencies: ['merchants', 'members', 'wallet', 'bets', 'games', 'responsible-gaming', 'operator'],
  },
);
