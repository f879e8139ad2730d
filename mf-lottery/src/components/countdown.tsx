import { formatCountdown } from '../lib/time';

/** Seconds left until `until` at `now`, as a live timer (screen readers hear it only when asked). */
export function Countdown({ until, now, testId }: { until: string; now: Date; testId?: string }) {
  const seconds = Math.max(0, Math.ceil((Date.parse(until) - now.getTime()) / 1000));
  return (
    <time className="lottery-countdown" dateTime={`PT${seconds}S`} data-testid={testId} role="timer">
      {formatCountdown(seconds)}
    </time>
  );
}
