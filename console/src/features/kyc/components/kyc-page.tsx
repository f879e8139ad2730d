import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type playersOpsApi } from 'shared-contracts';
import { Badge, Button, Page, Select, type Column } from 'shared-ui';
import { PagedTable } from '../../../components/paged-table';
import { NS as CONSOLE } from '../../../config/i18n';
import { useOperator } from '../../../lib/operator';
import { useKycList } from '../api/list-kyc';
import { NS } from '../i18n';
import { KycReview } from './kyc-review';

type Submission = playersOpsApi.KycSubmission;
const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** The identity-verification queue: oldest first; each opens the documents side by side to approve or reject. */
export function KycPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { oneMerchant: merchant } = useOperator();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('PENDING');
  const [page, setPage] = useState(1);
  const list = useKycList({ merchant, status, page, pageSize: 20 });
  const [open, setOpen] = useState<Submission | null>(null);
  const columns: Column<Submission>[] = [
    { key: 'username', header: t(`${CONSOLE}:member`), render: (s) => s.username },
    { key: 'document', header: t('document'), render: (s) => s.documentType ?? '—' },
    { key: 'submitted', header: t('submitted'), render: (s) => formatDateTime(s.submittedAt) },
    { key: 'status', header: t('status'), render: (s) => <Badge tone="neutral">{t(`status_${s.status}`)}</Badge> },
    {
      key: 'review',
      header: t(`${CONSOLE}:actions`),
      render: (s) => (
        <Button size="sm" onClick={() => setOpen(s)} data-testid={`kyc-review-${s.username}`}>
          {t('review')}
        </Button>
      ),
    },
  ];
  return (
    <Page title={merchant ? `${t('title')} · ${merchant}` : t('title')} testId="kyc-page">
      <div className="console-filters">
        <Select
          label={t('status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as typeof status);
            setPage(1);
          }}
          options={STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) }))}
        />
      </div>
      <PagedTable
        state={list}
        columns={columns}
        rowKey={(s) => s.id}
        caption={t('title')}
        empty={t('empty')}
        page={page}
        onPage={setPage}
        testId="kyc-table"
      />
      <KycReview
        submission={open}
        merchant={merchant}
        onClose={() => setOpen(null)}
        onDecided={() => {
          setOpen(null);
          list.reload();
        }}
      />
    </Page>
  );
}
