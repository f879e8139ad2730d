import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_GROUPS, errorText, type BannerGroup, type contentOpsApi } from 'shared-contracts';
import { Button, Page, Tabs } from 'shared-ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NS as CONSOLE } from '../../../config/i18n';
import { deleteBanner } from '../api/delete-banner';
import { useCan, useOperator } from '../../../lib/operator';
import { useBanners } from '../api/list-banners';
import { NS } from '../i18n';
import { BannerDialog } from './banner-dialog';
import { BannerTable } from './banner-table';
import { ContentTabs } from './content-tabs';

type OpsBanner = contentOpsApi.OpsBanner;

/**
 * /console/content: the brand's banners by group (a tab per group, with its count), each with its image, link, window
 * and status; adding, editing and deleting them needs `marketing.write`.
 */
export function ContentPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { oneMerchant: merchant } = useOperator();
  const write = useCan()('marketing.write');
  const [group, setGroup] = useState<BannerGroup>('w_home');
  const [editing, setEditing] = useState<OpsBanner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OpsBanner | null>(null);
  const list = useBanners(merchant);
  const all = list.data?.list ?? [];
  const count = (g: BannerGroup) => all.filter((b) => b.group === g).length;
  return (
    <Page
      title={merchant ? `${t('title')} · ${merchant}` : t('title')}
      testId="content-page"
      actions={
        write && (
          <Button size="sm" variant="primary" onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        )
      }
    >
      <ContentTabs />
      <p className="console-muted">{t('intro', { merchant: merchant ?? '' })}</p>
      <Tabs
        label={t('groups')}
        value={group}
        onValueChange={(v) => setGroup(v as BannerGroup)}
        stretch={false}
        wrap
        items={BANNER_GROUPS.map((g) => ({
          value: g,
          label: list.data ? t('group_count', { group: t(`group_${g}`), count: count(g) }) : t(`group_${g}`),
          testId: `group-${g}`,
        }))}
      >
        <BannerTable
          group={group}
          rows={all.filter((b) => b.group === group)}
          loading={list.loading}
          error={list.error ? errorText(t, list.error) : null}
          onRetry={list.reload}
          onEdit={write ? setEditing : undefined}
          onDelete={write ? setDeleting : undefined}
        />
      </Tabs>
      {editing && (
        <BannerDialog
          merchant={merchant}
          banner={editing === 'new' ? null : editing}
          group={group}
          onClose={() => setEditing(null)}
          onSaved={(b) => {
            setGroup(b.group);
            list.reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('delete_title', { title: deleting.title })}
          body={t('delete_body')}
          confirmLabel={t('delete')}
          doneText={t('deleted_ok')}
          action={() => deleteBanner(deleting.id, merchant)}
          testId="delete-banner-dialog"
          onClose={() => setDeleting(null)}
          onDone={list.reload}
        />
      )}
    </Page>
  );
}
