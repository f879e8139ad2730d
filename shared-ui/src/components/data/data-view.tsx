import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, EmptyState } from './bits';
import { ErrorPanel } from './error-panel';

/** What every list shows besides its rows. */
export interface ListStates {
  loading?: boolean;
  /** A load failure: a message (or true for the generic one). */
  error?: string | boolean | null;
  onRetry?: () => void;
  /** The empty state's title (defaults to "Nothing here yet"). */
  empty?: ReactNode;
  emptyHint?: ReactNode;
}

/** The loading, error or empty state of a list, or null when the rows should show. */
function stateOf(s: ListStates, count: number, skeleton: ReactNode, t: (k: string) => string): ReactNode | null {
  if (s.error)
    return <ErrorPanel onRetry={s.onRetry} message={typeof s.error === 'string' ? s.error : t('load_failed')} />;
  if (s.loading && count === 0) return skeleton;
  if (count === 0) return <EmptyState title={s.empty ?? t('empty')} hint={s.emptyHint} />;
  return null;
}

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'start' | 'end';
}

/** A table with loading, empty and error states; on a phone each row becomes a card of label/value pairs. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  testId,
  ...states
}: ListStates & {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  caption?: string;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const skeleton = (
    <div className="ui-table-skeleton" role="status" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={36} radius={6} />
      ))}
    </div>
  );
  const other = stateOf(states, rows.length, skeleton, t);
  if (other) return <div data-testid={testId}>{other}</div>;
  return (
    <div className="ui-table-wrap" data-testid={testId} aria-busy={states.loading || undefined}>
      <table className="ui-table">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.align === 'end' ? 'is-end' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)}>
              {columns.map((c) => (
                <td
                  key={c.key}
                  className={c.align === 'end' ? 'is-end' : undefined}
                  data-label={typeof c.header === 'string' ? c.header : undefined}
                >
                  {c.render(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A list with loading, empty and error states. */
export function DataList<T>({
  items,
  itemKey,
  renderItem,
  label,
  testId,
  className,
  ...states
}: ListStates & {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  label?: string;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const skeleton = (
    <div className="ui-list-skeleton" role="status" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton lines={3} height={20} />
    </div>
  );
  const other = stateOf(states, items.length, skeleton, t);
  if (other) return <div data-testid={testId}>{other}</div>;
  return (
    <ul className={`ui-list${className ? ` ${className}` : ''}`} aria-label={label} data-testid={testId}>
      {items.map((i) => (
        <li key={itemKey(i)}>{renderItem(i)}</li>
      ))}
    </ul>
  );
}
