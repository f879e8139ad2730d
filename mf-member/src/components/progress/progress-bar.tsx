import type { ReactNode } from 'react';

/** How far `value` is towards `max`, in whole percent (100 when nothing is required). */
export const percentOf = (value: number, max: number): number =>
  max <= 0 ? 100 : Math.max(0, Math.min(100, Math.floor((value * 100) / max)));

/**
 * A labelled progress bar (VIP level, missions): the label and a value text over the track, exposed as an ARIA
 * progressbar in percent with the value text read out.
 */
export function ProgressBar({
  label,
  valueText,
  percent,
  done,
  testId,
}: {
  label: string;
  /** What the bar stands for in words ("3 / 5", "₫ 50,000.00 of ₫ 100,000.00"). */
  valueText: ReactNode;
  percent: number;
  /** Shows the bar in the success colour (the target is reached). */
  done?: boolean;
  testId?: string;
}) {
  const p = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="eg-progress" data-testid={testId}>
      <div className="eg-progress-head">
        <span className="eg-progress-label">{label}</span>
        <span className="eg-progress-value">{valueText}</span>
      </div>
      <div
        className={`eg-progress-track${done ? ' is-done' : ''}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={p}
        aria-valuetext={typeof valueText === 'string' ? valueText : `${p}%`}
      >
        <span className="eg-progress-fill" style={{ width: `${p}%` }} />
      </div>
    </div>
  );
}
