import { parseExpression } from 'cron-parser';

/** When a job is due: every N seconds (instants k·N + offset since the epoch, UTC), or a cron expression. */
export type Schedule = { every: number; offsetSeconds?: number } | { cron: string; tz?: string };

/** Checks a schedule; throws with the reason. */
export function assertSchedule(s: Schedule): void {
  if ('every' in s) {
    if (!Number.isInteger(s.every) || s.every < 1) throw new Error(`every must be a whole number of seconds ≥ 1`);
    const off = s.offsetSeconds ?? 0;
    if (!Number.isInteger(off) || off < 0 || off >= s.every) throw new Error('offsetSeconds must be in [0, every)');
  } else {
    parseExpression(s.cron, { tz: s.tz ?? 'UTC' });
  }
}

/** The latest `count` scheduled instants at or before `now` (ms), oldest first. */
export function dueInstants(s: Schedule, now: number, count: number): number[] {
  const out: number[] = [];
  if ('every' in s) {
    const step = s.every * 1000;
    const off = (s.offsetSeconds ?? 0) * 1000;
    const last = Math.floor((now - off) / step) * step + off;
    for (let i = count - 1; i >= 0; i--) out.push(last - i * step);
    return out;
  }
  // cron-parser's prev() is strictly before currentDate: start a millisecond later to include `now`.
  const it = parseExpression(s.cron, { tz: s.tz ?? 'UTC', currentDate: new Date(now + 1) });
  for (let i = 0; i < count; i++) out.unshift(it.prev().getTime());
  return out;
}

/** The first scheduled instant after `now` (ms). */
export function nextInstant(s: Schedule, now: number): number {
  if ('every' in s) {
    const step = s.every * 1000;
    const off = (s.offsetSeconds ?? 0) * 1000;
    return Math.floor((now - off) / step) * step + off + step;
  }
  return parseExpression(s.cron, { tz: s.tz ?? 'UTC', currentDate: new Date(now) })
    .next()
    .getTime();
}

/** The period key of an instant: ISO-8601 UTC, e.g. 2025-01-01T12:05:00.000Z. */
export const periodOf = (instant: number): string => new Date(instant).toISOString();
