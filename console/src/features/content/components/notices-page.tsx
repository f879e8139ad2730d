import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentPagesOpsApi as api } from 'shared-contracts';
import { Button, Page, Select, type Column } from 'shared-ui';
import { PagedTable } from '../../../components/paged-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NS as CONSOLE } from '../../../config/i18n';
import { useCan, useOperator } from '../../../lib/operator';
import { deleteNotice } from '../api/delete-notice';
import { useNotices } from '../api/list-notices';
import { PAGES_NS as NS } from '../i18n';
import { windowColumns } from './content-columns';
import { ContentTabs } from './content-tabs';
import { NoticeDialog } from './notice-dialog';

type OpsNotice = api.OpsNotice;

/** Who sees a notice: a popup's audience; everyone else (a promotion with the type its button opens). */
const shownTo = (t: (k: string) => string, n: OpsNotice) => {
  if (n.kind === 'POPUP' && n.execution) return t(`audience_${n.execution}`);
  return n.promotionType ? `${t('audience_A')} · ${n.promotionType}` : t('audience_A');
};

/**
 * /console/content/notices: the brand's notice bar, popups (by audience) and promotions, by kind and order, paged;
 * adding, editing and deleting them needs `marketing.write`.
 */
export function NoticesPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { oneMerchant: merchant } = useOperator();
  const write = useCan()('marketing.write');
  const [kind, setKind] = useState<api.NoticeKind | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<OpsNotice | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OpsNotice | null>(null);
  const list = useNotices(merchant, page, kind || undefined);
  const columns: Column<OpsNotice>[] = [
    { key: 'title', header: t('col_title'), render: (n) => <strong>{n.title}</strong> },
    { key: 'kind', header: t('col_kind'), render: (n) => t(`kind_${n.kind}`) },
    { key: 'audience', header: t('col_audience'), render: (n) => shownTo(t, n) },
    { key: 'sort', header: t('col_sort'), render: (n) => n.sort, align: 'end' },
    ...windowColumns<OpsNotice>(
      t,
      t(`${CONSOLE}:actions`),
      write ? setEditing : undefined,
      write ? setDeleting : undefined,
    ),
  ];
  return (
    <Page
      title={merchant ? `${t('notices_title')} · ${merchant}` : t('notices_title')}
      testId="content-notices-page"
      actions={
        write && (
          <Button size="sm" variant="primary" onClick={() => setEditing('new')}>
            {t('add_notice')}
          </Button>
        )
      }
    >
      <ContentTabs />
      <p className="console-muted">{t('notices_intro', { merchant: merchant ?? '' })}</p>
      <div className="console-row">
        <Select
          label={t('kind_filter')}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as api.NoticeKind | '');
            setPage(1);
          }}
          options={[
            { value: '', label: t('kind_all') },
            ...api.NOTICE_KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) })),
          ]}
        />
      </div>
      <PagedTable
        state={list}
        columns={columns}
        rowKey={(n) => n.id}
        caption={t('notices_title')}
        empty={t('empty_notices')}
        page={page}
        onPage={setPage}
        testId="notices-table"
      />
      {editing && merchant && (
        <NoticeDialog
          mode="notice"
          merchant={merchant}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={list.reload}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('delete_title', { title: deleting.title })}
          body={t('delete_body')}
          confirmLabel={t('delete')}
          doneText={t('deleted_ok')}
          action={() => deleteNotice(deleting.id, merchant)}
          testId="delete-item-dialog"
          onClose={() => setDeleting(null)}
          onDone={list.reload}
        />
      )}
    </Page>
  );
}
