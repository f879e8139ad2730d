import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type contentPagesOpsApi as api } from 'shared-contracts';
import { Button, Page, type Column } from 'shared-ui';
import { PagedTable } from '../../../components/paged-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NS as CONSOLE } from '../../../config/i18n';
import { useCan, useOperator } from '../../../lib/operator';
import { deleteAnnouncement } from '../api/delete-announcement';
import { useAnnouncements } from '../api/list-announcements';
import { PAGES_NS as NS } from '../i18n';
import { windowColumns } from './content-columns';
import { ContentTabs } from './content-tabs';
import { NoticeDialog } from './notice-dialog';

type OpsAnnouncement = api.OpsAnnouncement;

/**
 * /console/content/announcements: the brand's announcements (the site's announcement modal), newest first, paged;
 * adding, editing and deleting them needs `marketing.write`.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { oneMerchant: merchant } = useOperator();
  const write = useCan()('marketing.write');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<OpsAnnouncement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OpsAnnouncement | null>(null);
  const list = useAnnouncements(merchant, page);
  const columns: Column<OpsAnnouncement>[] = [
    { key: 'title', header: t('col_title'), render: (a) => <strong>{a.title}</strong> },
    { key: 'audience', header: t('col_audience'), render: (a) => t(`audience_${a.audience}`) },
    { key: 'promotion', header: t('field_promotion'), render: (a) => a.promotionType ?? '—' },
    { key: 'created', header: t('col_created'), render: (a) => formatDateTime(a.createdAt) },
    ...windowColumns<OpsAnnouncement>(
      t,
      t(`${CONSOLE}:actions`),
      write ? setEditing : undefined,
      write ? setDeleting : undefined,
    ),
  ];
  return (
    <Page
      title={merchant ? `${t('announcements_title')} · ${merchant}` : t('announcements_title')}
      testId="content-announcements-page"
      actions={
        write && (
          <Button size="sm" variant="primary" onClick={() => setEditing('new')}>
            {t('add_announcement')}
          </Button>
        )
      }
    >
      <ContentTabs />
      <p className="console-muted">{t('announcements_intro', { merchant: merchant ?? '' })}</p>
      <PagedTable
        state={list}
        columns={columns}
        rowKey={(a) => a.id}
        caption={t('announcements_title')}
        empty={t('empty_announcements')}
        page={page}
        onPage={setPage}
        testId="announcements-table"
      />
      {editing && merchant && (
        <NoticeDialog
          mode="announcement"
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
          action={() => deleteAnnouncement(deleting.id, merchant)}
          testId="delete-item-dialog"
          onClose={() => setDeleting(null)}
          onDone={list.reload}
        />
      )}
    </Page>
  );
}
