import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { contentOpsApi, formatDateTime, type BannerGroup } from 'shared-contracts';
import { Badge, Button, DataTable, type Column } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { NS } from '../i18n';

type OpsBanner = contentOpsApi.OpsBanner;

const TONE = { SCHEDULED: 'primary', SHOWING: 'success', ENDED: 'neutral' } as const;

/** Where a banner leads, as the table shows it. */
function linkText(t: TFunction, b: OpsBanner): string {
  if (b.linkageType === 'NONE') return t('link_NONE');
  if (b.linkageType === 'GAME') {
    const g = contentOpsApi.parseGameLinkage(b.linkage);
    return `${t('link_GAME')}: ${g ? [g.vassalage, g.gameCode].filter(Boolean).join(' · ') : b.linkage}`;
  }
  return b.linkage;
}

/** A banner's window in the operator's zone: always, from, until, or both. */
export function windowText(t: TFunction, b: Pick<OpsBanner, 'startsAt' | 'endsAt'>): string {
  const from = b.startsAt && formatDateTime(b.startsAt);
  const until = b.endsAt && formatDateTime(b.endsAt);
  if (from && until) return t('window_between', { from, until });
  if (from) return t('window_from', { from });
  if (until) return t('window_until', { until });
  return t('window_always');
}

interface Props {
  group: BannerGroup;
  rows: readonly OpsBanner[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Given only to operators who may write. */
  onEdit?: (b: OpsBanner) => void;
  onDelete?: (b: OpsBanner) => void;
}

/** One group's banners: thumbnail, title, link, window, status, order (cards on a phone). */
export function BannerTable({ group, rows, loading, error, onRetry, onEdit, onDelete }: Props) {
  const { t } = useTranslation([NS, CONSOLE]);
  const columns: Column<OpsBanner>[] = [
    {
      key: 'image',
      header: t('col_image'),
      render: (b) => <img className="content-thumb" src={b.imageUrl} alt="" width={160} height={48} loading="lazy" />,
    },
    { key: 'title', header: t('col_title'), render: (b) => <strong>{b.title}</strong> },
    { key: 'link', header: t('col_link'), render: (b) => <span className="content-link">{linkText(t, b)}</span> },
    { key: 'window', header: t('col_window'), render: (b) => windowText(t, b) },
    {
      key: 'status',
      header: t('col_status'),
      render: (b) => (
        <Badge tone={TONE[b.status]} testId={`banner-status-${b.id}`}>
          {t(`status_${b.status}`)}
        </Badge>
      ),
    },
    { key: 'sort', header: t('col_sort'), render: (b) => b.sort, align: 'end' },
    ...(onEdit && onDelete
      ? [
          {
            key: 'actions',
            header: t(`${CONSOLE}:actions`),
            render: (b: OpsBanner) => (
              <div className="console-row content-actions">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onEdit(b)}
                  aria-label={t('edit_named', { title: b.title })}
                >
                  {t('edit')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => onDelete(b)}
                  aria-label={t('delete_named', { title: b.title })}
                >
                  {t('delete')}
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      caption={t(`group_${group}`)}
      columns={columns}
      rows={rows}
      rowKey={(b) => b.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={t('empty')}
      emptyHint={onEdit ? t('empty_hint') : undefined}
      testId="banners-table"
    />
  );
}
