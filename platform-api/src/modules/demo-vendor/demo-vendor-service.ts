import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../infra/db';
import { commonError } from '../../infra/errors/common-errors';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { GamesService, LaunchRequest } from '../games';
import type { Merchant } from '../merchants';
import type { SeamlessClient, SeamlessService, VendorAdapter } from '../seamless';
import { createDemoVendorAdapter } from './demo-adapter';
import { createDemoVendorRepository, type DemoSession } from './demo-vendor-repository';
import { demoVendorError } from './errors';
import { PAGE_ENGINES, type Engine } from './games';
import { launchGame, type LaunchMember } from './launch-service';
import type { Rng } from '../../infra/rng';
import { playRound, type RoundResult } from './round';

/** Rounds a game session may play: 20 per 10 s (a burst of 20), plenty for a person clicking. */
const ROUNDS_PER_WINDOW = 20;
const ROUND_WINDOW_SECONDS = 10;

export interface DemoVendorDeps {
  db: Db;
  rateLimiter: RateLimiter;
  /** The games' source of chance. */
  rng: Rng;
  games: Pick<GamesService, 'findLaunchTarget' | 'recordLaunch'>;
  seamless: Pick<SeamlessService, 'createLaunchSession'>;
  /** A signed seamless-wallet client for one merchant and vendor (the in-process HTTP client). */
  seamlessClient: (merchantId: number, vendor: string) => Promise<SeamlessClient>;
}

/**
 * The demo game vendor (ADR 0002) and the game launch that opens it: launch tokens, game sessions and
 * rounds. It behaves like an external vendor: it knows the player only by the launch session's
 * `memberRef` and moves money only through the signed seamless-wallet API.
 */
export function createDemoVendorService(deps: DemoVendorDeps) {
  const repo = createDemoVendorRepository(deps.db);
  const adapters = new Map<string, Promise<VendorAdapter>>();
  /** The adapter of a merchant and vendor (one per pair: its seamless client caches the secret). */
  const adapterOf = (merchantId: number, vendor: string): Promise<VendorAdapter> => {
    const key = `${merchantId}\n${vendor}`;
    let adapter = adapters.get(key);
    if (!adapter) {
      adapter = deps
        .seamlessClient(merchantId, vendor)
        .then((client) => createDemoVendorAdapter(merchantId, vendor, client, deps.seamless));
      adapters.set(key, adapter);
      adapter.catch(() => adapters.delete(key));
    }
    return adapter;
  };
  const adapterFor = (s: DemoSession): Promise<VendorAdapter> => adapterOf(s.merchantId, s.vendor);

  return {
    /** Launches a game for a member (see launch-service): the page URL on a launch CDN, and whether it is fun mode. */
    launch: (merchant: Merchant, member: LaunchMember, r: LaunchRequest) => launchGame(deps, merchant, member, r),

    /**
     * Exchanges a one-time launch token for a game session and reads its balance; null when the token is
     * missing, unknown, used, expired, for another game or for a game another page plays (`engines`: the engines the
     * asking page plays; the slot and dice page's by default).
     */
    async open(token: string | undefined, gameCode: string, engines: readonly Engine[] = PAGE_ENGINES) {
      const exchanged = token ? await repo.exchange(token, gameCode, engines) : null;
      if (!exchanged) return null;
      const { sessionId, session } = exchanged;
      const { balance, currency } = await (
        await adapterFor(session)
      ).balance({
        memberRef: session.memberRef,
        currency: session.currency,
      });
      return { sessionId, session, balance, currency };
    },

    /** The live session of a page's session id (sent back in `x-demo-session`), or null. */
    session: (sessionId: string): Promise<DemoSession | null> =>
      sessionId ? repo.findSession(sessionId) : Promise.resolve(null),

    /** One round of a game session (GAME_SESSION_EXPIRED, RATE_LIMITED, then see round.ts `playRound`). */
    async round(sessionId: string, stake: number, choice: unknown, log: FastifyBaseLogger): Promise<RoundResult> {
      const session = sessionId ? await repo.findSession(sessionId) : null;
      if (!session || !PAGE_ENGINES.includes(session.engine)) throw demoVendorError('GAME_SESSION_EXPIRED');
      const bucket = `demo-round:${createHash('sha256').update(sessionId).digest('hex')}`;
      if (!(await deps.rateLimiter.take(bucket, ROUNDS_PER_WINDOW, ROUND_WINDOW_SECONDS)))
        throw commonError('RATE_LIMITED');
      return playRound({ adapter: await adapterFor(session), rng: deps.rng, log }, session, stake, choice);
    },

    /** The `VendorAdapter` the demo vendor's games go through at a merchant, signing as `vendor` (ADR 0018). */
    adapter: (merchantId: number, vendor: string): Promise<VendorAdapter> => adapterOf(merchantId, vendor),

    /** Deletes launch tokens and game sessions a day after they ended (housekeeping). */
    prune: (): Promise<void> => repo.prune(),
  };
}
export type DemoVendorService = ReturnType<typeof createDemoVendorService>;
