import { createHash, randomBytes } from 'node:crypto';
import { TRIAL_TYPE } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { FUN_CURRENCY } from '../wallet';

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
  /** Not expired, not revoked, and the member still ACTIVE: debits are accepted. */
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
  (l.revoked_at IS NULL AND l.expires_at > now() AND m.status = 'ACTIVE') AS live`;

/**
 * Launch sessions: what binds a vendor's `memberRef` to a member, a game and a wallet (real or fun).
 * The game launch (`/wps/game/launchGame` and the vendor's page) creates one and hands `memberRef` to
 * the vendor; the seamless-wallet API resolves it on every call.
 */
export function createLaunchSessionRepository(db: Db) {
  return {
    /**
     * createLaunchSession: a new launch of `gameCode` at `vendor` for the member, live for `ttlSeconds`.
     * The currency is the merchant's, or FUN in fun mode; a trial member always gets fun mode. Throws when
     * the member is not an active member of the merchant (a caller bug: launch checks the session first).
     */
    async create(s: NewLaunchSession, tx: Db = db): Promise<CreatedLaunchSession> {
      const memberRef = randomBytes(32).toString('base64url');
      const { rows } = await tx.query<{ currency: string; fun: boolean; expiresAt: Date }>(
        `INSERT INTO launch_sessions (ref_hash, merchant_id, member_id, vendor, game_code, fun, currency, expires_at)
         SELECT $1, m.merchant_id, m.id, $3, $4, f.fun, CASE WHEN f.fun THEN $6 ELSE mc.currency END,
                now() + make_interval(secs => $7)
         FROM members m JOIN merchants mc ON mc.id = m.merchant_id
         CROSS JOIN LATERAL (SELECT ($5::boolean OR m.type = ${TRIAL_TYPE}) AS fun) f
         WHERE m.id = $2 AND m.merchant_id = $8 AND m.status = 'ACTIVE'
         RETURNING currency, fun, expires_at AS "expiresAt"`,
        [
          hashRef(memberRef),
          s.memberId,
          s.vendor,
          s.gameCode,
          s.fun,
          FUN_CURRENCY,
          s.ttlSeconds ?? LAUNCH_SESSION_TTL_SECONDS,
          s.merchantId,
        ],
      );
      const row = rows[0];
      if (!row) throw new Error(`member ${s.memberId} is not an active member of merchant ${s.merchantId}`);
      return { memberRef, currency: row.currency, fun: row.fun, expiresAt: new Date(row.expiresAt) };
    },
    /** The launch session of a `memberRef` (live or not), or null. */
    async findByRef(memberRef: string, tx: Db = db): Promise<LaunchSession | null> {
      const { rows } = await tx.query<LaunchSession>(
        `SELECT ${COLUMNS} FROM launch_sessions l JOIN members m ON m.id = l.member_id WHERE l.ref_hash = $1`,
        [hashRef(memberRef)],
      );
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
