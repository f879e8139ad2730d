import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { cryptoRng } from '../../infra/rng';
import { maskAccount } from '../bets';
import { createLiveChat, type LiveChat } from './chat';
import { tablesJob } from './jobs/tables-job';
import { createLiveService, type LiveService } from './live-service';

export type { LiveService } from './live-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo vendor's live studio (tables, rounds, bets, settlement) and its chat. */
    demoLive: LiveService & { chat: LiveChat; prune: () => Promise<void> };
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = [
  'live_tables',
  'live_rounds',
  'live_players',
  'live_bets',
  'live_chat_tokens',
  'live_chat_messages',
] as const;

/**
 * The demo vendor's live studio (issue 30): live_tables, live_rounds, live_players, live_bets, live_chat_tokens,
 * live_chat_messages; the table page /vendor/demo/live/:gameCode with its API and chat, /wps/live/models and
 * /wps/live/chat; the `demo-live.tables` job. Money moves only through the demo vendor's adapter.
 */
export default fp<ModuleOptions>(
  async (app, opts) => {
    const nicknameOf = async (merchantId: number, memberId: number): Promise<string> => {
      const m = await app.members.findById(merchantId, memberId);
      return maskAccount(m?.username ?? 'player');
    };
    const live = createLiveService({
      db: app.db,
      rng: opts.demoVendorRng ?? cryptoRng,
      rateLimiter: app.rateLimiter,
      timeScale: app.config.lotteryTimeScale,
      demoVendor: app.demoVendor,
      nicknameOf,
      log: app.log,
    });
    const chat = createLiveChat({ db: app.db, rateLimiter: app.rateLimiter, nicknameOf });
    const pruneRounds = live.prune;
    const prune = async () => {
      await pruneRounds();
      await chat.prune();
    };
    app.decorate('demoLive', Object.assign(live, { chat, prune }));
    app.jobs.define(tablesJob(() => app.demoLive));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'demo-live', dependencies: ['members', 'bets', 'demo-vendor'] },
);
