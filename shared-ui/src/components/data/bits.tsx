import type { CSSProperties, ReactNode } from 'react';
import { Inbox } from 'lucide-react';

/** A small count or label; `count` 0 renders nothing. */
export function Badge({
  children,
  tone = 'danger',
  label,
  testId,
}: {
  children: ReactNode;
  tone?: 'danger' | 'primary' | 'neutral' | 'success';
  /** Accessible text when the badge alone would be unclear ("3 unread messages"). */
  label?: string;
  testId?: string;
}) {
  if (children === 0 || children === null || children === undefined || children === '') return null;
  return (
    <span className={`ui-badge ui-badge-${tone}`} data-testid={testId} aria-label={label}>
      {children}
    </span>
  );
}

/** A grey placeholder block while content loads. */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius,
  lines = 1,
  className,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  lines?: number;
  className?: string;
}) {
  const style: CSSProperties = { width, height, borderRadius: radius };
  const extra = className ? ` ${className}` : '';
  if (lines === 1) return <span className={`ui-skeleton${extra}`} style={style} aria-hidden />;
  return (
    <span className={`ui-skeleton-lines${extra}`} aria-hidden>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="ui-skeleton" style={{ ...style, width: i === lines - 1 ? '60%' : width }} />
      ))}
    </span>
  );
}

/** "Nothing here yet" with an icon, a hint and an optional action. */
export function EmptyState({
  title,
  hint,
  icon,
  action,
  testId,
}: {
  title: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="ui-empty" data-testid={testId ?? 'empty-state'}>
      <span className="ui-empty-icon" aria-hidden>
        {icon ?? <Inbox />}
      </span>
      <p className="ui-empty-title">{title}</p>
      {hint && <p className="ui-empty-hint">{hint}</p>}
      {action}
    </div>
  );
}
