import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db';
import { LAUNCH_SESSION_TTL_SECONDS } from '../seamless';
import type { Engine } from './games';

/** A game URL's token is good for 2 minutes, once. */
export const LAUNCH_TOKEN_TTL_SECONDS = 120;

/** What the platform tells the vendor when it launches a game (a real vendor's "create game URL" call). */
export interface DemoLaunch {
  merchantId: number;
  memberId: number;
  /** The vendor the launch session belongs to: the seamless-wallet calls are signed as this vendor. */
  vendor: string;
  gameCode: string;
  /** The catalogue game (games.id), or null for a vendor card that starts a game directly. */
  gameId: number | null;
  /** The game's display name, the page's title. */
  title: string;
  engine: Engine;
  fun: boolean;
  currency: string;
  /** The launch session's reference (`memberRef` of every seamless call). */
  memberRef: string;
}

/** A live game session of a page, as the round API sees it. */
export interface DemoSession extends DemoLaunch {
  expiresAt: Date;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const newSecret = (): string => randomBytes(32).toString('base64url');

const LAUNCH_COLUMNS = `t.merchant_id AS "merchantId", t.member_id AS "memberId", t.vendor, t.game_code AS "gameCode",
  t.game_id AS "gameId", t.title, t.engine, t.fun, t.currency, t.member_ref AS "memberRef"`;

/**
 * The demo vendor's own storage: one-time launch tokens and the game sessions they are exchanged for
 * (migration 016). Tokens and session ids are shown once; only their sha256 is kept.
 */
export function createDemoVendorRepository(db: Db) {
  return {
    /** Stores a launch and returns its one-time token (valid LAUNCH_TOKEN_TTL_SECONDS). */
    async createLaunchToken(l: DemoLaunch, tx: Db = db): Promise<string> {
      const token = newSecret();
      await tx.query(
        `INSERT INTO launch_tokens (token_hash, merchant_id, member_id, vendor, game_code, game_id, title, engine, fun,
           currency, member_ref, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() + make_interval(secs => $12))`,
        [
          sha256(token),
          l.merchantId,
          l.memberId,
          l.vendor,
          l.gameCode,
          l.gameId,
          l.title,
          l.engine,
          l.fun,
          l.currency,
          l.memberRef,
          LAUNCH_TOKEN_TTL_SECONDS,
        ],
      );
      return token;
    },

    /**
     * Exchanges a token for a game session of `gameCode` played on one of `engines` (the page asking): only an
     * unused, unexpired token of that game, used up by this call (atomically: of two concurrent exchanges one wins).
     * The session lives as long as the launch session (LAUNCH_SESSION_TTL_SECONDS from the launch). Null when refused.
     */
    async exchange(
      token: string,
      gameCode: string,
      engines: readonly Engine[],
    ): Promise<{ sessionId: string; session: DemoSession } | null> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: unknown }>(
          `UPDATE launch_tokens SET used_at = now()
           WHERE token_hash = $1 AND game_code = $2 AND engine = ANY($3::text[]) AND used_at IS NULL
             AND expires_at > now()
           RETURNING id`,
          [sha256(token), gameCode, engines],
        );
        const tokenId = rows[0]?.id;
        if (tokenId === undefined) return null;
        const sessionId = newSecret();
        await tx.query(
          `INSERT INTO demo_vendor_sessions (session_hash, launch_token_id, expires_at)
           SELECT $1, id, created_at + make_interval(secs => $3) FROM launch_tokens WHERE id = $2`,
          [sha256(sessionId), tokenId, LAUNCH_SESSION_TTL_SECONDS],
        );
        const session = await findSession(tx, sessionId);
        if (!session) throw new Error('a new demo session could not be read back');
        return { sessionId, session };
      });
    },

    /** The live (unexpired) session of a page's session id, or null. */
    findSession: (sessionId: string, tx: Db = db): Promise<DemoSession | null> => findSession(tx, sessionId),

    /** Deletes sessions and tokens that ended more than a day ago (housekeeping). */
    async prune(tx: Db = db): Promise<void> {
      await tx.query(`DELETE FROM demo_vendor_sessions WHERE expires_at < now() - interval '1 day'`);
      await tx.query(
        `DELETE FROM launch_tokens t WHERE t.expires_at < now() - interval '1 day'
           AND NOT EXISTS (SELECT 1 FROM demo_vendor_sessions s WHERE s.launch_token_id = t.id)`,
      );
    },
  };
}
export type DemoVendorRepository = ReturnType<typeof createDemoVendorRepository>;

async function findSession(tx: Db, sessionId: string): Promise<DemoSession | null> {
  const { rows } = await tx.query<DemoSession>(
    `SELECT ${LAUNCH_COLUMNS}, s.expires_at AS "expiresAt"
     FROM demo_vendor_sessions s JOIN launch_tokens t ON t.id = s.launch_token_id
     WHERE s.session_hash = $1 AND s.expires_at > now()`,
    [sha256(sessionId)],
  );
  const row = rows[0];
  return row ? { ...row, expiresAt: new Date(row.expiresAt) } : null;
}
