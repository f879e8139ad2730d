import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, formatDateTime, type opsApi } from 'shared-contracts';
import { Badge, Button, DataTable, Page, TextField, type Column } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { useOperator } from '../../../lib/operator';
import { useOutbox } from '../api/list-outbox';
import { NS } from '../i18n';

/** The development outbox: the newest SMS and e-mails of the merchant, or those to one recipient. */
export function OutboxPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { oneMerchant: merchant } = useOperator();
  const [to, setTo] = useState('');
  const [draft, setDraft] = useState('');
  const list = useOutbox({ merchant, to: to || undefined });
  const columns: Column<opsApi.OutboxRow>[] = [
    { key: 'at', header: t('sent_at'), render: (m) => formatDateTime(m.createdAt, { seconds: true }) },
    { key: 'channel', header: t('channel'), render: (m) => <Badge tone="neutral">{m.channel}</Badge> },
    { key: 'to', header: t('to'), render: (m) => m.to },
    { key: 'code', header: t('code'), render: (m) => (m.code ? <code>{m.code}</code> : '—') },
    { key: 'body', header: t('body'), render: (m) => m.body },
  ];
  return (
    <Page title={t('title')} testId="outbox-page">
      <p className="console-muted">{t('intro')}</p>
      <p id="outbox-to-hint" className="console-muted">
        {t('to_hint')}
      </p>
      <form
        className="console-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setTo(draft.trim());
        }}
      >
        <TextField
          label={t('to')}
          aria-describedby="outbox-to-hint"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit" variant="primary">
          {t(`${CONSOLE}:search`)}
        </Button>
      </form>
      <DataTable
        caption={t('title')}
        columns={columns}
        rows={list.data?.list ?? []}
        rowKey={(m) => `${m.createdAt}-${m.to}-${m.body}`}
        loading={list.loading}
        error={list.error ? errorText(t, list.error) : null}
        onRetry={list.reload}
        empty={t('empty')}
        testId="outbox-table"
      />
    </Page>
  );
}
