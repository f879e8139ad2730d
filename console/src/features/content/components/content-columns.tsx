import type { TFunction } from 'i18next';
import { formatDateTime, type contentPagesOpsApi } from 'shared-contracts';
import { Badge, Button, type Column } from 'shared-ui';

type Windowed = { id: number; title: string; startsAt: string | null; endsAt: string | null };
const TONE = { SCHEDULED: 'primary', LIVE: 'success', ENDED: 'neutral' } as const;

/** An item's window in the operator's zone: always, from, until, or both. */
export function windowText(t: TFunction, w: Pick<Windowed, 'startsAt' | 'endsAt'>): string {
  const from = w.startsAt && formatDateTime(w.startsAt);
  const until = w.endsAt && formatDateTime(w.endsAt);
  if (from && until) return t('window_between', { from, until });
  if (from) return t('window_from', { from });
  if (until) return t('window_until', { until });
  return t('window_always');
}

/** The window, status and (for writers) actions columns every list of the section ends with. */
export function windowColumns<T extends Windowed & { status: contentPagesOpsApi.ContentStatus }>(
  t: TFunction,
  actionsHeader: string,
  onEdit?: (row: T) => void,
  onDelete?: (row: T) => void,
): Column<T>[] {
  return [
    { key: 'window', header: t('col_window'), render: (r) => windowText(t, r) },
    {
      key: 'status',
      header: t('col_status'),
      render: (r) => (
        <Badge tone={TONE[r.status]} testId={`content-status-${r.id}`}>
          {t(`status_${r.status}`)}
        </Badge>
      ),
    },
    ...(onEdit && onDelete
      ? [
          {
            key: 'actions',
            header: actionsHeader,
            render: (r: T) => (
              <div className="console-row content-actions">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onEdit(r)}
                  aria-label={t('edit_named', { title: r.title })}
                >
                  {t('edit')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => onDelete(r)}
                  aria-label={t('delete_named', { title: r.title })}
                >
                  {t('delete')}
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];
}
