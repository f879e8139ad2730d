import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, formatDateTime, type opsApi } from 'shared-contracts';
import { Button, DataTable, Page, TextField, type Column } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { downloadCsv } from '../../../lib/csv';
import { useAudit } from '../api/list-audit';
import { verifyAudit } from '../api/verify-audit';
import { NS } from '../i18n';

type Row = opsApi.AuditRow;
const PAGE = 50;
const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** The hash-chained operator audit: newest first, by operator and action, paged back in time, exported, verified. */
export function AuditPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const [filters, setFilters] = useState({ actor: '', action: '' });
  const [draft, setDraft] = useState(filters);
  /** The `seq` each shown page starts before (empty: the newest page). */
  const [cursors, setCursors] = useState<number[]>([]);
  const before = cursors.at(-1);
  const list = useAudit({
    actor: filters.actor || undefined,
    action: filters.action || undefined,
    before,
    limit: PAGE,
  });
  const [verdict, setVerdict] = useState<string | null>(null);
  const rows = list.data?.list ?? [];

  const columns: Column<Row>[] = [
    { key: 'at', header: t('at'), render: (r) => formatDateTime(r.at, { seconds: true }) },
    { key: 'actor', header: t('actor'), render: (r) => r.actor },
    { key: 'role', header: t('role'), render: (r) => (r.role ? t(`${CONSOLE}:role_${r.role}`) : '—') },
    { key: 'action', header: t('action'), render: (r) => <code>{r.action}</code> },
    { key: 'subject', header: t('subject'), render: (r) => `${r.subjectType} ${r.subjectId}` },
    { key: 'reason', header: t(`${CONSOLE}:reason`), render: (r) => r.reason ?? '—' },
    { key: 'ip', header: t('ip'), render: (r) => r.ip ?? '—' },
    {
      key: 'change',
      header: t('change'),
      render: (r) => <pre className="console-json">{json(r.after)}</pre>,
    },
  ];
  return (
    <Page
      title={t('title')}
      testId="audit-page"
      actions={
        <div className="console-toolbar">
          <Button
            size="sm"
            onClick={() =>
              verifyAudit().then(
                (v) =>
                  setVerdict(
                    v.brokenAt
                      ? t('broken', { seq: v.brokenAt.seq, why: v.brokenAt.why })
                      : t('verified', { count: v.checked }),
                  ),
                (e: unknown) => setVerdict(errorText(t, e)),
              )
            }
            data-testid="audit-verify"
          >
            {t('verify')}
          </Button>
          <Button
            size="sm"
            disabled={rows.length === 0}
            onClick={() =>
              downloadCsv('audit.csv', rows, {
                seq: (r) => r.seq,
                at: (r) => r.at,
                actor: (r) => r.actor,
                role: (r) => r.role,
                ip: (r) => r.ip,
                action: (r) => r.action,
                subject: (r) => `${r.subjectType} ${r.subjectId}`,
                reason: (r) => r.reason,
                before: (r) => json(r.before),
                after: (r) => json(r.after),
                hash: (r) => r.hash,
              })
            }
          >
            {t(`${CONSOLE}:export_csv`)}
          </Button>
        </div>
      }
    >
      {verdict && (
        <p role="status" data-testid="audit-verdict">
          {verdict}
        </p>
      )}
      <p id="audit-action-hint" className="console-muted">
        {t('action_hint')}
      </p>
      <form
        className="console-filters"
        onSubmit={(e) => {
          e.preventDefault();
          setCursors([]);
          setFilters(draft);
        }}
      >
        <TextField
          label={t('actor')}
          value={draft.actor}
          onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
        />
        <TextField
          label={t('action')}
          aria-describedby="audit-action-hint"
          value={draft.action}
          onChange={(e) => setDraft({ ...draft, action: e.target.value })}
        />
        <Button type="submit" variant="primary">
          {t(`${CONSOLE}:search`)}
        </Button>
      </form>
      <DataTable
        caption={t('title')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        loading={list.loading}
        error={list.error ? errorText(t, list.error) : null}
        onRetry={list.reload}
        empty={t('empty')}
        testId="audit-table"
      />
      <div className="console-pager">
        <Button size="sm" disabled={cursors.length === 0} onClick={() => setCursors([])}>
          {t(`${CONSOLE}:first_page`)}
        </Button>
        <Button size="sm" disabled={rows.length < PAGE} onClick={() => setCursors([...cursors, rows.at(-1)!.seq])}>
          {t(`${CONSOLE}:next_page`)}
        </Button>
      </div>
    </Page>
  );
}
