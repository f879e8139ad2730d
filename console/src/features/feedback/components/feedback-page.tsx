import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_STATUSES, formatDateTime, type FeedbackStatus, type OpsFeedback } from 'shared-contracts';
import { Badge, Button, Page, Select, type Column } from 'shared-ui';
import { PagedTable } from '../../../components/paged-table';
import { NS as CONSOLE } from '../../../config/i18n';
import { useOperator } from '../../../lib/operator';
import { useFeedbackQueue } from '../api/list-feedback';
import { NS } from '../i18n';
import { FeedbackDetail } from './feedback-detail';

type Filter = FeedbackStatus | 'all';
const FILTERS: readonly Filter[] = [...FEEDBACK_STATUSES, 'all'];
const TONE = { open: 'primary', answered: 'success', closed: 'neutral' } as const;

/** The players' feedback queue: by status (open first), oldest first; each opens its detail to answer or close. */
export function FeedbackPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { oneMerchant: merchant } = useOperator();
  const [status, setStatus] = useState<Filter>('open');
  const [page, setPage] = useState(1);
  const list = useFeedbackQueue({ merchant, ...(status === 'all' ? {} : { status }), page, pageSize: 20 });
  const [open, setOpen] = useState<OpsFeedback | null>(null);
  const columns: Column<OpsFeedback>[] = [
    { key: 'id', header: '#', render: (f) => f.id },
    { key: 'username', header: t(`${CONSOLE}:member`), render: (f) => f.username },
    { key: 'type', header: t('type'), render: (f) => t(`type_${f.type}`) },
    { key: 'sent', header: t('sent'), render: (f) => formatDateTime(f.createdAt) },
    {
      key: 'status',
      header: t('status'),
      render: (f) => <Badge tone={TONE[f.status]}>{t(`status_${f.status}`)}</Badge>,
    },
    {
      key: 'open',
      header: t(`${CONSOLE}:actions`),
      render: (f) => (
        <Button size="sm" onClick={() => setOpen(f)} data-testid={`feedback-open-${f.id}`}>
          {t('open')}
        </Button>
      ),
    },
  ];
  return (
    <Page title={merchant ? `${t('title')} · ${merchant}` : t('title')} testId="feedback-page">
      <div className="console-filters">
        <Select
          label={t('status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as Filter);
            setPage(1);
          }}
          options={FILTERS.map((s) => ({ value: s, label: t(`status_${s}`) }))}
        />
      </div>
      <PagedTable
        state={list}
        columns={columns}
        rowKey={(f) => f.id}
        caption={t('title')}
        empty={t('empty')}
        page={page}
        onPage={setPage}
        testId="feedback-table"
      />
      <FeedbackDetail
        feedback={open}
        merchant={merchant}
        onClose={() => setOpen(null)}
        onChanged={() => {
          setOpen(null);
          list.reload();
        }}
      />
    </Page>
  );
}
