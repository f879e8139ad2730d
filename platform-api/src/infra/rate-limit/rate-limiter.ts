import type { Db } from '../db';

/**
 * Token-bucket rate limiting. The interface is what a Redis implementation (one Lua script doing
 * the same arithmetic on a hash, with EXPIRE) would provide; the default keeps buckets in
 * PostgreSQL so every API instance shares them.
 */
export interface RateLimiter {
  /**
   * Takes one token from `bucket` (capacity `limit`, refilled at `limit` per `windowSeconds`); false when
   * it was empty. By default a refused request still costs a token (down to -1), so hammering delays the
   * refill; `{ penalise: false }` refuses without cost, for throttles a client honours by waiting (the
   * favourites' one change a second: a retry a second later must pass).
   */
  take(bucket: string, limit: number, windowSeconds: number, opts?: { penalise?: boolean }): Promise<boolean>;
  /** Forgets buckets untouched for a day (they are full again by then). */
  prune(): Promise<void>;
}

/** The PostgreSQL-backed limiter: one atomic upsert per request. */
export function createDbRateLimiter(db: Db): RateLimiter {
  return {
    async take(bucket, limit, windowSeconds, opts = {}) {
      if (opts.penalise === false) return takeWithoutPenalty(db, bucket, limit, windowSeconds);
      // Refill by elapsed time, cap at the capacity, take one; an empty bucket stays at -1 so a
      // client that keeps hammering does not dig itself an ever deeper hole.
      const { rows } = await db.query<{ tokens: number }>(
        `INSERT INTO rate_limits (bucket, tokens, updated_at) VALUES ($1, $2::float8 - 1, now())
         ON CONFLICT (bucket) DO UPDATE SET
           tokens = GREATEST(-1, LEAST($2::float8,
             rate_limits.tokens + extract(epoch FROM now() - rate_limits.updated_at)::float8 * $2::float8 / $3::float8) - 1),
           updated_at = now()
         RETURNING tokens`,
        [bucket, limit, windowSeconds],
      );
      return (rows[0]?.tokens ?? -1) >= 0;
    },
    async prune() {
      await db.query(`DELETE FROM rate_limits WHERE updated_at < now() - interval '1 day'`);
    },
  };
}

/** A take that costs nothing when refused: the bucket row is locked, refilled in the reading, and written only on success. */
function takeWithoutPenalty(db: Db, bucket: string, limit: number, windowSeconds: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO rate_limits (bucket, tokens, updated_at) VALUES ($1, $2, now()) ON CONFLICT (bucket) DO NOTHING',
      [bucket, limit],
    );
    const { rows } = await tx.query<{ tokens: number }>(
      `SELECT LEAST($2::float8, tokens + extract(epoch FROM now() - updated_at)::float8 * $2::float8 / $3::float8) AS tokens
       FROM rate_limits WHERE bucket = $1 FOR UPDATE`,
      [bucket, limit, windowSeconds],
    );
    const tokens = Number(rows[0]?.tokens ?? 0);
    if (tokens < 1) return false;
    await tx.query('UPDATE rate_limits SET tokens = $2, updated_at = now() WHERE bucket = $1', [bucket, tokens - 1]);
    return true;
  });
}
