import { createHash } from 'node:crypto';

/** The currency of fun chips (free play, fun mode): never mixed with real money in one transaction. */
export const FUN_CURRENCY = 'FUN';

/** The currency of the points ledger (migration 038): whole points, never mixed with money in one posting. */
export const POINTS_CURRENCY = 'PTS';

/**
 * The merchant's house is this many rows per currency (migration 067, ADR 0015): a member's postings take the
 * row `houseShard(member)`, so concurrent postings of different members seldom wait for one house row's lock.
 */
export const HOUSE_SHARDS = 16;

/** The house row of a member's postings; 0 for postings of no member (an agency payout's house side, the seed). */
export const houseShard = (memberId?: number | null): number => (memberId ? memberId % HOUSE_SHARDS : 0);

/**
 * A minor-units amount read from the database: node-postgres answers bigint as a string, PGlite as a
 * number. Every amount the API handles fits a double exactly (|x| < 2^53), which this checks.
 */
export function toMinor(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`not a minor-units amount: ${String(value)}`);
  return n;
}

/** JSON with object keys sorted at every level, so equal requests serialise (and hash) equally. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** sha256 hex of the canonical JSON of a request (the `request_hash` of idempotent writes). */
export const requestHash = (value: unknown): string => createHash('sha256').update(canonicalJson(value)).digest('hex');
