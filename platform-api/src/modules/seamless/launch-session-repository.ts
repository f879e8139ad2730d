import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db';

/** A game launch at a vendor, as the seamless-wallet API sees it. */
export interface LaunchSession {
  id: number;
  merchantId: number;
  memberId: number;
  vendor: string;
  gameCode: string;
  /** Fun mode: the member's fun chips (VENDOR_FUN, currency FUN) instead of real money. */
  fun: boolean;
  /** What the vendor must send as `currency`: the merchant's currency, or FUN in fun mode. */
  currency: string;
  expiresAt: Date;
  /** Not expired, not revoked, and the member still ACTIVE (the service checks the member): debits are accepted. */
  live: boolean;
}

export interface NewLaunchSession {
  merchantId: number;
  memberId: number;
  vendor: string;
  gameCode: string;
  /** Fun mode. Forced for trial members (type 4): they never touch real money. */
  fun: boolean;
  /** Lifetime for debits (default 4 hours); credits, rollbacks and balance reads work after it. */
  ttlSeconds?: number;
}

/** What the service stores for a launch: fun mode and the currency decided. */
export interface LaunchSessionRow extends NewLaunchSession {
  currency: string;
}

export interface CreatedLaunchSession {
  /** The opaque reference the vendor sends as `memberRef` (shown once; only its sha256 is stored). */
  memberRef: string;
  currency: string;
  fun: boolean;
  expiresAt: Date;
}

export const LAUNCH_SESSION_TTL_SECONDS = 4 * 3600;

const hashRef = (ref: string): string => createHash('sha256').update(ref).digest('hex');

const COLUMNS = `l.id::int AS id, l.merchant_id AS "merchantId", l.member_id AS "memberId", l.vendor,
  l.game_code AS "gameCode", l.fun, l.currency, l.expires_at AS "expiresAt",
  (l.revoked_at IS NULL AND l.expires_at > now()) AS live`;

/**
 * Launch sessions: what binds a vendor's `memberRef` to a member, a game and a wallet (real or fun).
 * The game launch (`/wps/game/launchGame` and the vendor's page) creates one and hands `memberRef` to
 * the vendor; the seamless-wallet API resolves it on every call.
 */
export function createLaunchSessionRepository(db: Db) {
  return {
    /** Stores a launch of `gameCode` at `vendor` for the member, live for `ttlSeconds`; the new `memberRef`. */
    async create(s: LaunchSessionRow, tx: Db = db): Promise<CreatedLaunchSession> {
      const memberRef = randomBytes(32).toString('base64url');
      const { rows } = await tx.query<{ expiresAt: Date }>(
        `INSERT INTO launch_sessions (ref_hash, merchant_id, member_id, vendor, game_code, fun, currency, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))
         RETURNING expires_at AS "expiresAt"`,
        [
          hashRef(memberRef),
          s.merchantId,
          s.memberId,
          s.vendor,
          s.gameCode,
          s.fun,
          s.currency,
          s.ttlSeconds ?? LAUNCH_SESSION_TTL_SECONDS,
        ],
      );
      return { memberRef, currency: s.currency, fun: s.fun, expiresAt: new Date(rows[0]!.expiresAt) };
    },
    /** The launch session of a `memberRef` (live: not expired and not revoked), or null. */
    async findByRef(memberRef: string, tx: Db = db): Promise<LaunchSession | null> {
      const { rows } = await tx.query<LaunchSession>(`SELECT ${COLUMNS} FROM launch_sessions l WHERE l.ref_hash = $1`, [
        hashRef(memberRef),
      ]);
      return rows[0] ?? null;
    },
    /** Ends a launch session early (no more debits); returns whether it was live. */
    async revoke(memberRef: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        'UPDATE launch_sessions SET revoked_at = now() WHERE ref_hash = $1 AND revoked_at IS NULL RETURNING id',
        [hashRef(memberRef)],
      );
      return rows.length > 0;
    },
  };
}
export type LaunchSessionRepository = ReturnType<typeof createLaunchSessionRepository>;
