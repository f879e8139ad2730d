import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, formatDateTime, ID_TYPES, type RestrictedPerson } from 'shared-contracts';
import { Button, DataTable, Page, Pager, TextField, toast, type Column } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { useCan, useOperator } from '../../../lib/operator';
import { useRestrictedList } from '../api/list-restricted';
import { removeRestricted } from '../api/remove-restricted';
import { NS } from '../i18n';
import { AddPersonDialog } from './add-person-dialog';
import { ImportDialog } from './import-dialog';

/** dd-mm-yyyy of a yyyy-MM-dd birthday (the Philippines' layout). */
export const dmy = (iso: string | null): string | null => (iso ? iso.split('-').reverse().join('-') : null);

/** The merchant's restricted-persons list: search, add, remove, CSV import (the changes need restricted.manage). */
export function RestrictedPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { oneMerchant: merchant } = useOperator();
  const manage = useCan()('restricted.manage');
  const [q, setQ] = useState('');
  const [draft, setDraft] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const list = useRestrictedList({ merchant, q: q || undefined, page, pageSize: 20 });

  const remove = async (p: RestrictedPerson) => {
    try {
      await removeRestricted(p.id, merchant);
      toast({ title: t('removed_ok'), tone: 'success' });
      list.reload();
    } catch (e) {
      toast({ title: errorText(t, e as never), tone: 'error' });
    }
  };
  const columns: Column<RestrictedPerson>[] = [
    { key: 'name', header: t('full_name'), render: (p) => p.fullName ?? t('none') },
    { key: 'birthday', header: t('birthday'), render: (p) => dmy(p.birthday) ?? t('none') },
    {
      key: 'id',
      header: t('id_number'),
      render: (p) =>
        p.idType ? `${ID_TYPES[p.idType as keyof typeof ID_TYPES] ?? p.idType} ${p.idNumber ?? ''}` : t('none'),
    },
    { key: 'reason', header: t('reason'), render: (p) => p.reason },
    { key: 'added', header: t('added'), render: (p) => `${formatDateTime(p.addedAt)} · ${p.addedBy}` },
    ...(manage
      ? [
          {
            key: 'actions',
            header: '',
            render: (p: RestrictedPerson) => (
              <Button
                size="sm"
                variant="danger"
                onClick={() => void remove(p)}
                aria-label={`${t('remove')} ${p.fullName ?? p.idNumber ?? p.id}`}
              >
                {t('remove')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Page title={merchant ? `${t('title')} · ${merchant}` : t('title')} testId="restricted-page">
      <p className="console-muted">{t('intro')}</p>
      <form
        className="console-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setQ(draft.trim());
        }}
      >
        <TextField label={t('search')} value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" variant="primary">
          {t(`${CONSOLE}:search`)}
        </Button>
        {manage && (
          <>
            <Button variant="secondary" onClick={() => setAdding(true)}>
              {t('add')}
            </Button>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              {t('import')}
            </Button>
          </>
        )}
      </form>
      <DataTable
        caption={t('title')}
        columns={columns}
        rows={list.data?.list ?? []}
        rowKey={(p) => String(p.id)}
        loading={list.loading}
        error={list.error ? errorText(t, list.error) : null}
        onRetry={list.reload}
        empty={t('empty')}
        testId="restricted-table"
      />
      <Pager page={page} pages={list.data?.totalPages ?? 1} onPage={setPage} />
      <AddPersonDialog open={adding} merchant={merchant} onClose={() => setAdding(false)} onAdded={list.reload} />
      <ImportDialog open={importing} merchant={merchant} onClose={() => setImporting(false)} onImported={list.reload} />
    </Page>
  );
}
